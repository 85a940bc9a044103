<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name>AbandonQuestion</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be lost.</source>
        <translation>Vil du begynde et nyt spil? Partiet i gang går tabt.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Begynd et nyt spil</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Canasta</source>
        <translation>Om Canasta</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Canasta %1&lt;/h2&gt;&lt;p&gt;Canasta against the computer, with the classic rules, the Danish family rules and the Sallingske house rules.&lt;/p&gt;&lt;p&gt;Cards, backs and jokers are drawn by the game&apos;s own code.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Canasta %1&lt;/h2&gt;&lt;p&gt;Canasta mod computeren, med de klassiske regler, de danske familieregler og de sallingske husregler.&lt;/p&gt;&lt;p&gt;Kort, bagsider og jokere er tegnet af spillets egen kode.&lt;/p&gt;&lt;p&gt;MIT-licens.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Take the discard pile, using the selected cards from your hand</source>
        <translation>Tag bunken med de valgte kort fra din hånd</translation>
    </message>
    <message>
        <source>Take the discard pile (the game finds the cards from your hand)</source>
        <translation>Tag bunken (spillet finder kortene fra din hånd)</translation>
    </message>
</context>
<context>
    <name>AlreadyOpenQuestion</name>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Canasta is already open.</source>
        <translation>Canasta er allerede åbent.</translation>
    </message>
    <message>
        <source>Another Canasta window uses the same saved match and statistics. Playing in both would overwrite what one of them saved. You can switch to the open game, or open this one read-only: nothing you play in it is saved.</source>
        <translation>Et andet Canasta-vindue bruger det samme gemte parti og den samme statistik. Spiller du i begge, overskriver det ene vindue det, som det andet har gemt. Du kan skifte til det åbne spil, eller åbne dette skrivebeskyttet: intet af det, du spiller i det, bliver gemt.</translation>
    </message>
    <message>
        <source>Show the open game</source>
        <translation>Vis det åbne spil</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Åbn skrivebeskyttet</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
</context>
<context>
    <name>ArchiveText</name>
    <message>
        <source>%1 · %2 · round %3 · abandoned match</source>
        <translation>%1 · %2 · runde %3 · opgivet parti</translation>
    </message>
    <message>
        <source>%1 · %2 · round %3</source>
        <translation>%1 · %2 · runde %3</translation>
    </message>
</context>
<context>
    <name>ButtonTexts</name>
    <message>
        <source>Draw</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Tag bunken</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected cards, or the game finds them)</source>
        <translation>Tag kastebunken (med de valgte kort, eller spillet finder dem)</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Meld the selected cards; several melds can wait in the new-meld area</source>
        <translation>Meld de valgte kort; flere meldinger kan vente i feltet for nye meldinger</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Læg til</translation>
    </message>
    <message>
        <source>Add the selected cards to your melds</source>
        <translation>Læg de valgte kort til dine meldinger</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Kast det valgte kort</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Take back this turn&apos;s melds and additions</source>
        <translation>Tag turens meldinger og tillæg tilbage</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Show what the Expert computer would do (it thinks up to a second)</source>
        <translation>Vis, hvad computeren på Ekspert ville gøre (den tænker op til et sekund)</translation>
    </message>
    <message>
        <source>Show what the Hard computer would do</source>
        <translation>Vis, hvad computeren på Svær ville gøre</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortér</translation>
    </message>
    <message>
        <source>Sort the hand by rank or by suit</source>
        <translation>Sortér hånden efter værdi eller kulør</translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation>Må jeg gå ud?</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out (after drawing, before melding)</source>
        <translation>Spørg din makker, om du må gå ud (efter du har trukket, før du melder)</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Giv kort til næste runde</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Start et nyt spil</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the key of the Draw button</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>T</source>
        <comment>the key of the Take pile button</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the key of the Meld button</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>L</source>
        <comment>the key of the Add button</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the key of the Discard button</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the key of the Tip button</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>S</source>
        <comment>the key of the Sort button</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>U</source>
        <comment>the key of the Undo button</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the key of the May I go out? button</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the key of the Next deal button</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the key of the Why? button</comment>
        <translation>H</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>Træk %n</numerusform>
            <numerusform>Træk %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardValuesText</name>
    <message>
        <source>joker</source>
        <comment>card name in a list</comment>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>card name in a list</comment>
        <translation>es</translation>
    </message>
    <message>
        <source>king</source>
        <comment>card name in a list</comment>
        <translation>konge</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>card name in a list</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>card name in a list</comment>
        <translation>knægt</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no wild ranks</comment>
        <translation>ingen</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild cards: they can stand in for any rank in a meld. All other cards from 4 to ace are natural cards.</source>
        <translation>Jokere og 2&apos;ere er vilde kort: de kan stå for en hvilken som helst værdi i en melding. Alle andre kort fra 4 til es er ægte kort.</translation>
    </message>
    <message>
        <source>The 4s and the 2s are wild cards: they can stand in for any rank in a meld. All other cards from 5 to ace are natural cards.</source>
        <translation>4&apos;erne og 2&apos;erne er vilde kort: de kan stå for en hvilken som helst værdi i en melding. Alle andre kort fra 5 til es er ægte kort.</translation>
    </message>
    <message>
        <source>This game has no wild cards: every card but the 3s is a natural card.</source>
        <translation>Dette spil har ingen vilde kort: alle kort undtagen 3&apos;erne er ægte kort.</translation>
    </message>
    <message>
        <source>The wild cards are the %1: they can stand in for any rank in a meld. Every other card but the 3s is a natural card.</source>
        <translation>De vilde kort er %1: de kan stå for en hvilken som helst værdi i en melding. Alle andre kort undtagen 3&apos;erne er ægte kort.</translation>
    </message>
    <message>
        <source>Joker (wild)</source>
        <translation>Joker (vildt kort)</translation>
    </message>
    <message>
        <source>%1 (wild)</source>
        <translation>%1 (vildt kort)</translation>
    </message>
    <message>
        <source>the classic values</source>
        <comment>card points</comment>
        <translation>de klassiske værdier</translation>
    </message>
</context>
<context>
    <name>CautionPrompt</name>
    <message>
        <source>Think twice</source>
        <translation>Tænk dig om</translation>
    </message>
    <message>
        <source>Teaching hints can be turned off in Settings.</source>
        <translation>Gode råd undervejs kan slås fra under Indstillinger.</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Tænk igen</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Show or hide the chat</source>
        <translation>Vis eller skjul chatten</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chatbeskeder</translation>
    </message>
    <message>
        <source>Say: %1</source>
        <translation>Sig: %1</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Skriv en besked…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatbesked</translation>
    </message>
    <message>
        <source>%1: write in the chat; Enter sends, Esc goes back to the table</source>
        <translation>%1: skriv i chatten; Enter sender, Esc går tilbage til bordet</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s)</source>
        <translation>
            <numerusform>%n ny besked</numerusform>
            <numerusform>%n nye beskeder</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a moment before the next message.</source>
        <translation>Vent et øjeblik før næste besked.</translation>
    </message>
    <message>
        <source>A message is one line of text.</source>
        <translation>En besked er én linje tekst.</translation>
    </message>
    <message>
        <source>At most %1 characters.</source>
        <translation>Højst %1 tegn.</translation>
    </message>
</context>
<context>
    <name>ChatText</name>
    <message>
        <source>Hello!</source>
        <comment>chat phrase</comment>
        <translation>Hej!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <comment>chat phrase</comment>
        <translation>Held og lykke!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <comment>chat phrase</comment>
        <translation>Godt spillet!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <comment>chat phrase</comment>
        <translation>Tak!</translation>
    </message>
    <message>
        <source>One moment!</source>
        <comment>chat phrase</comment>
        <translation>Et øjeblik!</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <comment>chat phrase</comment>
        <translation>Din tur!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <comment>chat phrase</comment>
        <translation>Ups!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <comment>chat phrase</comment>
        <translation>Tak for spillet!</translation>
    </message>
    <message>
        <source>Bye for now!</source>
        <comment>chat phrase</comment>
        <translation>Vi ses!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>chat line: the speaker&apos;s name, what they said</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chat: %1</source>
        <translation>Chat: %1</translation>
    </message>
    <message>
        <source>Chat, %1 says: %2</source>
        <translation>Chat, %1 siger: %2</translation>
    </message>
</context>
<context>
    <name>ClassicLessons</name>
    <message>
        <source>Drawing and discarding</source>
        <translation>Træk og kast</translation>
    </message>
    <message>
        <source>A turn starts with drawing. Click the stock (or press Draw 2): you get two cards.</source>
        <translation>En tur begynder med at trække. Klik på bunken (eller tryk på Træk 2): du får to kort.</translation>
    </message>
    <message>
        <source>The pile is not for you yet: to take it you need two 9s of your own, and you have one. Draw from the stock instead.</source>
        <translation>Kastebunken er ikke din endnu: for at tage den skal du selv have to 9&apos;ere, og du har kun én. Træk fra bunken i stedet.</translation>
    </message>
    <message>
        <source>A turn ends with one card on the discard pile. Drag the 4 onto the pile: it fits nothing in your hand.</source>
        <translation>En tur slutter med ét kort på kastebunken. Træk 4&apos;eren over på kastebunken: den passer ikke til noget på din hånd.</translation>
    </message>
    <message>
        <source>Keep the cards that can become melds; the lone 4 is the card to let go.</source>
        <translation>Behold de kort, der kan blive til meldinger; den enlige 4&apos;er er kortet, du kan undvære.</translation>
    </message>
    <message>
        <source>Now the computer draws and discards; its move is written under the table. That is a whole turn: draw, meld if you can, discard. Press Next.</source>
        <translation>Nu trækker og kaster computeren; dens træk står under bordet. Det er en hel tur: træk, meld hvis du kan, kast. Tryk på Næste.</translation>
    </message>
    <message>
        <source>You know how a turn goes.</source>
        <translation>Nu ved du, hvordan en tur går.</translation>
    </message>
    <message>
        <source>Melds and wild cards</source>
        <translation>Meldinger og vilde kort</translation>
    </message>
    <message>
        <source>You have drawn. A meld is three or more cards of one rank. Select your three 7s and press Meld.</source>
        <translation>Du har trukket. En melding er tre eller flere kort af samme værdi. Vælg dine tre 7&apos;ere og tryk på Meld.</translation>
    </message>
    <message>
        <source>First lay the three 7s: three cards of one rank make a meld.</source>
        <translation>Læg først de tre 7&apos;ere ud: tre kort af samme værdi er en melding.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild: they stand in for a missing card. Select the two queens and the joker and press Meld.</source>
        <translation>Jokere og 2&apos;ere er vilde: de træder i stedet for et kort, der mangler. Vælg de to damer og jokeren og tryk på Meld.</translation>
    </message>
    <message>
        <source>Two queens are not a meld yet; the joker makes them three. A meld needs at least two natural cards and at most three wild cards.</source>
        <translation>To damer er ikke en melding endnu; jokeren gør dem til tre. En melding skal have mindst to naturlige kort og højst tre vilde kort.</translation>
    </message>
    <message>
        <source>End the turn: drag the 5 onto the discard pile.</source>
        <translation>Afslut turen: træk 5&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the 5, the card that fits nothing.</source>
        <translation>Kast 5&apos;eren, det kort der ikke passer til noget.</translation>
    </message>
    <message>
        <source>Melds are three or more of a rank; wild cards fill the gaps.</source>
        <translation>En melding er tre eller flere af samme værdi; vilde kort fylder hullerne ud.</translation>
    </message>
    <message>
        <source>The first meld and its minimum</source>
        <translation>Første melding og dens minimum</translation>
    </message>
    <message>
        <source>Your first meld must be worth at least 50 points: aces 20, kings 10, 6s 5, a 2 20. The kings alone make 30. Select the three kings, both aces and the 2, and press Meld: 90 points together.</source>
        <translation>Din første melding skal være mindst 50 point værd: esser 20, konger 10, 6&apos;ere 5, en 2&apos;er 20. Kongerne alene giver 30. Vælg de tre konger, begge esser og 2&apos;eren, og tryk på Meld: 90 point i alt.</translation>
    </message>
    <message>
        <source>Melds laid in the same turn count together: put the kings and the aces with the 2 down at once to reach 50.</source>
        <translation>Meldinger, der lægges ud i samme tur, tæller sammen: læg kongerne og esserne med 2&apos;eren ud på én gang for at nå 50.</translation>
    </message>
    <message>
        <source>90 points: your side has melded. Now drag the 4 onto the discard pile.</source>
        <translation>90 point: I har meldt. Træk nu 4&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the 4: it fits nothing.</source>
        <translation>Kast 4&apos;eren: den passer ikke til noget.</translation>
    </message>
    <message>
        <source>The first meld needs the minimum; after it you meld freely.</source>
        <translation>Første melding skal nå minimum; derefter melder I frit.</translation>
    </message>
    <message>
        <source>Taking the pile (and the frozen pile)</source>
        <translation>At tage kastebunken (og den frosne bunke)</translation>
    </message>
    <message>
        <source>The pile is frozen: a wild card lies crosswise in it. A frozen pile can be taken only with a natural pair of its top card. Select your two 8s and click the pile.</source>
        <translation>Kastebunken er frossen: der ligger et vildt kort på tværs i den. En frossen bunke kan kun tages med et naturligt par af det øverste korts værdi. Vælg dine to 8&apos;ere og klik på kastebunken.</translation>
    </message>
    <message>
        <source>The joker cannot help while the pile is frozen: only two natural 8s take it.</source>
        <translation>Jokeren kan ikke hjælpe, så længe bunken er frossen: kun to naturlige 8&apos;ere kan tage den.</translation>
    </message>
    <message>
        <source>The whole pile is in your hand, and the 8s are melded. Drag the 4 onto the discard pile.</source>
        <translation>Hele kastebunken er på din hånd, og 8&apos;erne er meldt. Træk 4&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the 4 you took with the pile.</source>
        <translation>Kast den 4&apos;er, du fik med bunken.</translation>
    </message>
    <message>
        <source>A big pile is worth taking; a frozen one needs a natural pair.</source>
        <translation>En stor bunke er værd at tage; en frossen kræver et naturligt par.</translation>
    </message>
    <message>
        <source>Canastas, natural and mixed</source>
        <translation>Canastaer, rene og blandede</translation>
    </message>
    <message>
        <source>Seven cards of a rank make a canasta. Drag your king onto your six kings: no wild card in it, so it is a natural canasta, 500 points.</source>
        <translation>Syv kort af samme værdi er en canasta. Træk din konge over på dine seks konger: intet vildt kort i den, så det er en ren canasta, 500 point.</translation>
    </message>
    <message>
        <source>Complete the kings first: the seventh king makes a natural canasta.</source>
        <translation>Gør kongerne færdige først: den syvende konge giver en ren canasta.</translation>
    </message>
    <message>
        <source>Now select the two 7s and the joker and drag them onto your 7s: seven cards with wild cards in them make a mixed canasta, 300 points.</source>
        <translation>Vælg nu de to 7&apos;ere og jokeren og træk dem over på dine 7&apos;ere: syv kort med vilde kort i er en blandet canasta, 300 point.</translation>
    </message>
    <message>
        <source>Put all three on the 7s: the two 7s and the joker together make it seven.</source>
        <translation>Læg alle tre på 7&apos;erne: de to 7&apos;ere og jokeren gør dem til syv.</translation>
    </message>
    <message>
        <source>Drag the 5 onto the discard pile.</source>
        <translation>Træk 5&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the 5.</source>
        <translation>Kast 5&apos;eren.</translation>
    </message>
    <message>
        <source>Natural canasta 500, mixed canasta 300.</source>
        <translation>Ren canasta 500, blandet canasta 300.</translation>
    </message>
    <message>
        <source>Red 3s and black 3s</source>
        <translation>Røde og sorte 3&apos;ere</translation>
    </message>
    <message>
        <source>Draw from the stock. One of the cards is a red 3: it is never held, it goes onto the table at once (100 points) and you get another card for it.</source>
        <translation>Træk fra bunken. Et af kortene er en rød 3&apos;er: den holdes aldrig på hånden, men lægges straks på bordet (100 point), og du får et andet kort i stedet.</translation>
    </message>
    <message>
        <source>Draw from the stock to see what happens to a red 3.</source>
        <translation>Træk fra bunken og se, hvad der sker med en rød 3&apos;er.</translation>
    </message>
    <message>
        <source>A black 3 on the pile blocks it: the next player cannot take the pile. Drag your black 3 onto the pile.</source>
        <translation>En sort 3&apos;er på kastebunken spærrer den: den næste spiller kan ikke tage bunken. Træk din sorte 3&apos;er over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the black 3: it is a stop card, and the computer cannot take the pile under it.</source>
        <translation>Kast den sorte 3&apos;er: den er et stopkort, og computeren kan ikke tage bunken under den.</translation>
    </message>
    <message>
        <source>The computer had to draw from the stock. Press Next.</source>
        <translation>Computeren måtte trække fra bunken. Tryk på Næste.</translation>
    </message>
    <message>
        <source>Red 3s are bonus cards; black 3s block the pile.</source>
        <translation>Røde 3&apos;ere er bonuskort; sorte 3&apos;ere spærrer kastebunken.</translation>
    </message>
    <message>
        <source>Going out and the score sheet</source>
        <translation>At gå ud og pointsedlen</translation>
    </message>
    <message>
        <source>To go out you need two canastas. You have one; drag your two 9s onto the 9s to make the second.</source>
        <translation>For at gå ud skal I have to canastaer. I har én; træk dine to 9&apos;ere over på 9&apos;erne for at få den anden.</translation>
    </message>
    <message>
        <source>Not yet: with only one canasta you may not go out. Complete the 9s first.</source>
        <translation>Ikke endnu: med kun én canasta må du ikke gå ud. Gør 9&apos;erne færdige først.</translation>
    </message>
    <message>
        <source>Now select the three jacks and press Meld.</source>
        <translation>Vælg nu de tre knægte og tryk på Meld.</translation>
    </message>
    <message>
        <source>Meld the jacks, so only one card is left.</source>
        <translation>Meld knægtene, så der kun er ét kort tilbage.</translation>
    </message>
    <message>
        <source>Go out: drag your last card onto the discard pile.</source>
        <translation>Gå ud: træk dit sidste kort over på kastebunken.</translation>
    </message>
    <message>
        <source>Discard the 4 to go out.</source>
        <translation>Kast 4&apos;eren for at gå ud.</translation>
    </message>
    <message>
        <source>The score sheet: your melded cards, 500 for each natural canasta, 100 for going out, minus the cards left in the computer&apos;s hand. Press Next deal to close it.</source>
        <translation>Pointsedlen: dine meldte kort, 500 for hver ren canasta, 100 for at gå ud, minus de kort, computeren har tilbage på hånden. Tryk på Næste runde for at lukke den.</translation>
    </message>
    <message>
        <source>You went out. That is the whole game!</source>
        <translation>Du gik ud. Sådan er hele spillet!</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>Time is up: the round stops here and is scored as it stands.</source>
        <translation>Tiden er gået: runden stopper her og tælles op, som den står.</translation>
    </message>
    <message>
        <source>Time is up: the round stops here and is not counted.</source>
        <translation>Tiden er gået: runden stopper her og tæller ikke med.</translation>
    </message>
    <message>
        <source>The playing time ran out: the round stopped there and is scored as it stands, without a bonus for going out.</source>
        <translation>Spilletiden løb ud: runden stoppede der og tælles op, som den står, uden bonus for at gå ud.</translation>
    </message>
    <message>
        <source>The playing time ran out: the round stopped there and is not counted; the scores are those before it.</source>
        <translation>Spilletiden løb ud: runden stoppede der og tæller ikke med; pointene er dem fra før runden.</translation>
    </message>
</context>
<context>
    <name>ComfortMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>&amp;Større kort</translation>
    </message>
    <message>
        <source>&amp;Smaller cards</source>
        <translation>&amp;Mindre kort</translation>
    </message>
    <message>
        <source>&amp;Normal card size</source>
        <translation>&amp;Normal kortstørrelse</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
</context>
<context>
    <name>ConditionText</name>
    <message>
        <source>From %1 points before the round, your side&apos;s first meld must include a canasta (seven cards or more), and it must still count the minimum.</source>
        <translation>Fra %1 point før runden skal dit holds første melding indeholde en canasta (syv kort eller flere), og den skal stadig give minimumskravet.</translation>
    </message>
    <message>
        <source>From %1 points before the round, your first meld must include a canasta (seven cards or more), and it must still count the minimum.</source>
        <translation>Fra %1 point før runden skal din første melding indeholde en canasta (syv kort eller flere), og den skal stadig give minimumskravet.</translation>
    </message>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Dit hold skal have %n canasta på bordet for at gå ud, og den skal ligge der, før din tur begynder: du må ikke gå ud i den tur, hvor den blev færdig. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
            <numerusform>Dit hold skal have %n canastaer på bordet for at gå ud, og de skal ligge der, før din tur begynder: du må ikke gå ud i den tur, hvor de blev færdige. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Du skal have %n canasta på bordet for at gå ud, og den skal ligge der, før din tur begynder: du må ikke gå ud i den tur, hvor den blev færdig. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
            <numerusform>Du skal have %n canastaer på bordet for at gå ud, og de skal ligge der, før din tur begynder: du må ikke gå ud i den tur, hvor de blev færdige. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
        </translation>
    </message>
    <message>
        <source>If your side has made no meld at all when the round ends, the red 3s count as minus instead.</source>
        <translation>Har dit hold ikke meldt noget, når runden slutter, tæller de røde 3&apos;ere i stedet minus.</translation>
    </message>
    <message>
        <source>If you have made no meld at all when the round ends, your red 3s count as minus instead.</source>
        <translation>Har du ikke meldt noget, når runden slutter, tæller dine røde 3&apos;ere i stedet minus.</translation>
    </message>
    <message>
        <source>If your side has no canasta when the round ends, the red 3s count as minus instead.</source>
        <translation>Har dit hold ingen canasta, når runden slutter, tæller de røde 3&apos;ere i stedet minus.</translation>
    </message>
    <message>
        <source>If you have no canasta when the round ends, your red 3s count as minus instead.</source>
        <translation>Har du ingen canasta, når runden slutter, tæller dine røde 3&apos;ere i stedet minus.</translation>
    </message>
    <message>
        <source>If you have made no meld at all when the round ends, your red 3s count nothing.</source>
        <translation>Har du ikke meldt noget, når runden slutter, tæller dine røde 3&apos;ere ingenting.</translation>
    </message>
    <message>
        <source>If you have no canasta when the round ends, your red 3s count nothing.</source>
        <translation>Har du ingen canasta, når runden slutter, tæller dine røde 3&apos;ere ingenting.</translation>
    </message>
    <message>
        <source>If your side has made no meld at all when the round ends, the red 3s count nothing.</source>
        <translation>Har dit hold ikke meldt noget, når runden slutter, tæller de røde 3&apos;ere ingenting.</translation>
    </message>
    <message>
        <source>If your side has no canasta when the round ends, the red 3s count nothing.</source>
        <translation>Har dit hold ingen canasta, når runden slutter, tæller de røde 3&apos;ere ingenting.</translation>
    </message>
    <message>
        <source>plus the values of all its melded cards if it has a canasta; without a canasta they count as minus, like the cards in hand;</source>
        <translation>plus værdien af alle holdets meldte kort, hvis det har en canasta; uden canasta tæller de minus, ligesom kortene på hånden;</translation>
    </message>
    <message>
        <source>plus the values of all their melded cards if they have a canasta; without a canasta they count as minus, like the cards in hand;</source>
        <translation>plus værdien af alle sine meldte kort, hvis man har en canasta; uden canasta tæller de minus, ligesom kortene på hånden;</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, the round in progress stops at once and is scored as it stands (melds, canastas and red 3s plus, the cards in hand minus, no bonus for going out), and the match ends, whatever the scores. The table shows the time left.</source>
        <translation>Kampen spilles på tid: når der er spillet i %1 minutter, stopper den igangværende runde med det samme og tælles op, som den står (meldinger, canastaer og røde 3&apos;ere plus, kortene på hånden minus, ingen bonus for at gå ud), og kampen slutter, uanset pointene. Bordet viser den tid, der er tilbage.</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, the round in progress stops at once and counts nothing, and the match ends with the scores before it. The table shows the time left.</source>
        <translation>Kampen spilles på tid: når der er spillet i %1 minutter, stopper den igangværende runde med det samme og tæller ikke med, og kampen slutter med pointene fra før runden. Bordet viser den tid, der er tilbage.</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, it ends after the round in progress, whatever the scores. The table shows the time left.</source>
        <translation>Kampen spilles på tid: når der er spillet i %1 minutter, slutter den efter den igangværende runde, uanset pointene. Bordet viser den tid, der er tilbage.</translation>
    </message>
    <message>
        <source>plus %1 each time a pile of exactly %2 cards was taken;</source>
        <translation>plus %1 for hver gang en kastebunke på præcis %2 kort blev taget;</translation>
    </message>
    <message>
        <source>In these rules your side may not take the discard pile while its top card is of a rank your side has melded, whatever the pile and however you would take it: once your side has a meld of 10s, a 10 on top locks the pile for you.</source>
        <translation>Med disse regler må dit hold ikke tage kastebunken, mens det øverste kort har en værdi, dit hold har meldt, uanset bunken og uanset hvordan du ville tage den: når dit hold har en melding af 10&apos;ere, låser en 10&apos;er øverst kastebunken for jer.</translation>
    </message>
    <message>
        <source>In these rules you may not take the discard pile while its top card is of a rank you have melded, whatever the pile and however you would take it: once you have a meld of 10s, a 10 on top locks the pile for you.</source>
        <translation>Med disse regler må du ikke tage kastebunken, mens det øverste kort har en værdi, du har meldt, uanset bunken og uanset hvordan du ville tage den: når du har en melding af 10&apos;ere, låser en 10&apos;er øverst kastebunken for dig.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile. Nobody must take it: a top card of a rank your side has melded locks it. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>Når bunken er tom, fortsætter spillet kun, så længe spillerne tager kastebunken. Ingen skal tage den: et øverste kort med en værdi, dit hold har meldt, låser den. Når en spiller ikke kan eller vil tage den, slutter runden, og ingen får bonus for at gå ud. Er bunkens sidste kort en rød 3&apos;er, slutter runden med det samme.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile. Nobody must take it: a top card of a rank you have melded locks it. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>Når bunken er tom, fortsætter spillet kun, så længe spillerne tager kastebunken. Ingen skal tage den: et øverste kort med en værdi, du har meldt, låser den. Når en spiller ikke kan eller vil tage den, slutter runden, og ingen får bonus for at gå ud. Er bunkens sidste kort en rød 3&apos;er, slutter runden med det samme.</translation>
    </message>
</context>
<context>
    <name>DealButtons</name>
    <message>
        <source>Expert with your cards, %5 plays: %1 against the opponents (median; from %2 to %3). You: %4.</source>
        <translation>Ekspert med dine kort, %5 spil: %1 mod modstanderne (median; fra %2 til %3). Dig: %4.</translation>
    </message>
    <message>
        <source>Points more than the opponents in this round (the round review&apos;s measure). Expert played your cards again and again while the opponents chose differently: one play is one sample of how the round might have gone.</source>
        <translation>Point mere end modstanderne i denne runde (rundegennemgangens mål). Ekspert spillede dine kort igen og igen, mens modstanderne valgte forskelligt: ét spil er ét eksempel på, hvordan runden kunne være gået.</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code.</source>
        <translation>Skriv eller indsæt en kode for en kortgivning.</translation>
    </message>
    <message>
        <source>“%1” is not in a deal code: it has only the digits and the letters %2.</source>
        <translation>“%1” findes ikke i en kode: den har kun cifrene og bogstaverne %2.</translation>
    </message>
    <message>
        <source>The check character does not match: the code is not complete yet, a character is mistyped, or two are swapped.</source>
        <translation>Kontroltegnet passer ikke: koden er ikke skrevet færdig, et tegn er skrevet forkert, eller to er byttet om.</translation>
    </message>
    <message>
        <source>The code has the wrong length for a deal: a character is missing or one too many.</source>
        <translation>Koden har den forkerte længde: der mangler et tegn, eller der er et for meget.</translation>
    </message>
    <message>
        <source>This code was made by a newer version of Canasta.</source>
        <translation>Denne kode er lavet af en nyere version af Canasta.</translation>
    </message>
    <message>
        <source>The rules differ: this code is for house rules that this computer does not have (%1). Import them first (New game ▸ House rules…).</source>
        <translation>Reglerne er forskellige: koden er til husregler, som ikke findes på denne computer (%1). Importér dem først (Nyt spil ▸ Husregler…).</translation>
    </message>
    <message>
        <source>The code does not make a deal under its rules.</source>
        <translation>Koden giver ikke en kortgivning efter sine regler.</translation>
    </message>
</context>
<context>
    <name>DealWindow</name>
    <message>
        <source>The deal — %1</source>
        <translation>Kortgivningen — %1</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>Kode for kortgivningen:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Kode for kortgivningen</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Kopiér koden</translation>
    </message>
    <message>
        <source>Anyone who plays this code with the same rules (Game ▸ Play a deal by code…) gets these very cards in these very places.</source>
        <translation>Alle, der spiller denne kode med de samme regler (Spil ▸ Spil en kortgivning fra en kode…), får præcis de samme kort de samme steder.</translation>
    </message>
    <message>
        <source>The upcard</source>
        <translation>Det vendte kort</translation>
    </message>
    <message>
        <source>The stock, in the order it is drawn (the next card first)</source>
        <translation>Bunken, i den rækkefølge den trækkes (det næste kort først)</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>Som tekst</translation>
    </message>
    <message>
        <source>The deal as text</source>
        <translation>Kortgivningen som tekst</translation>
    </message>
    <message>
        <source>Red 3s laid at the deal:</source>
        <translation>Røde 3&apos;ere lagt ud ved kortgivningen:</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (giver)</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Kode for kortgivningen: %1</translation>
    </message>
    <message>
        <source>Red 3s laid at the deal: %1</source>
        <translation>Røde 3&apos;ere lagt ud ved kortgivningen: %1</translation>
    </message>
    <message>
        <source>The upcard: %1</source>
        <translation>Det vendte kort: %1</translation>
    </message>
    <message>
        <source>The stock, in the order it is drawn (the next card first):</source>
        <translation>Bunken, i den rækkefølge den trækkes (det næste kort først):</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopieret</translation>
    </message>
</context>
<context>
    <name>DiskWait</name>
    <message numerus="yes">
        <source>Waiting for the disk to save %n move(s); the game closes once they are saved. Close it again to quit without them.</source>
        <translation>
            <numerusform>Venter på, at disken gemmer %n træk; spillet lukker, når det er gemt. Luk igen for at afslutte uden det.</numerusform>
            <numerusform>Venter på, at disken gemmer %n træk; spillet lukker, når de er gemt. Luk igen for at afslutte uden dem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Fairness</source>
        <translation>Retfærdighed</translation>
    </message>
</context>
<context>
    <name>FairnessText</name>
    <message>
        <source>Fairness</source>
        <translation>Retfærdighed</translation>
    </message>
    <message>
        <source>How the cards are shuffled</source>
        <translation>Sådan blandes kortene</translation>
    </message>
    <message>
        <source>When a match starts, the game asks the operating system for a random number: the match&apos;s &lt;i&gt;seed&lt;/i&gt;. Every deal of the match gets its own seed from it, and each deal is shuffled by a seeded random generator (the Mersenne Twister that comes with Python), which puts every card in a random place. Then the cards are dealt one at a time, as at a real table, starting left of the dealer.</source>
        <translation>Når et spil begynder, beder spillet styresystemet om et tilfældigt tal: spillets &lt;i&gt;frø&lt;/i&gt;. Hver runde i spillet får sit eget frø ud fra det, og hver kortgivning blandes af en tilfældighedsgenerator sat i gang af frøet (den Mersenne Twister, som følger med Python), der lægger hvert kort på en tilfældig plads. Så gives kortene ét ad gangen, som ved et rigtigt bord, begyndende til venstre for giveren.</translation>
    </message>
    <message>
        <source>Nobody chooses the seed, not the game and not a computer player, and the shuffle does not look at who is playing or how the match stands. The same seed always gives the same deal, on every computer: that is what makes a deal code possible.</source>
        <translation>Ingen vælger frøet, hverken spillet eller en computerspiller, og blandingen ser ikke på, hvem der spiller, eller hvordan spillet står. Det samme frø giver altid den samme kortgivning, på enhver computer: det er det, der gør en kode for kortgivningen mulig.</translation>
    </message>
    <message>
        <source>No computer level sees a hidden card</source>
        <translation>Intet computerniveau ser et skjult kort</translation>
    </message>
    <message>
        <source>A computer player is never given the game itself. Before each of its moves it gets a &lt;i&gt;view&lt;/i&gt;: exactly what a person in its seat could know — its own hand, the melds, the top of the discard pile and the cards under it that everybody saw, how many cards each player holds — and nothing else. The other hands and the order of the stock are not in the view at all.</source>
        <translation>En computerspiller får aldrig selve spillet. Før hvert af sine træk får den et &lt;i&gt;udsyn&lt;/i&gt;: præcis det, en person på dens plads kunne vide — sin egen hånd, meldingerne, kastebunkens øverste kort og de kort under det, som alle så, hvor mange kort hver spiller har — og intet andet. De andres hænder og bunkens rækkefølge er slet ikke med i udsynet.</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard decide from the view alone.</source>
        <translation>Let, Mellem og Svær beslutter ud fra udsynet alene.</translation>
    </message>
    <message>
        <source>Expert plays many possible rounds ahead before it moves, but it deals the hidden cards for them itself, at random, from what the view allows: it guesses, as a person does.</source>
        <translation>Ekspert spiller mange mulige runder til ende, før den trækker, men de skjulte kort i dem giver den selv, tilfældigt, ud fra hvad udsynet tillader: den gætter, som en person gør.</translation>
    </message>
    <message>
        <source>The game&apos;s own tests prove it: they deal the hidden cards differently, again and again, and check that no level ever makes another move because of it.</source>
        <translation>Spillets egne test beviser det: de giver de skjulte kort anderledes, igen og igen, og kontrollerer, at intet niveau nogensinde laver et andet træk af den grund.</translation>
    </message>
    <message>
        <source>What the deal code is for</source>
        <translation>Hvad koden for kortgivningen er til</translation>
    </message>
    <message>
        <source>After a round, the score sheet&apos;s “Show the deal” lays the deal open: every hand as it was dealt, the order of the stock, and the deal&apos;s code, a short text such as 0AZC-A7DP-DW86-XAZH-000H. It names the rules, the seed, the dealer and the scores before the round. Give it to a friend: with Game ▸ Play a deal by code… they get the very same cards in the very same places, so you can compare how you played them. A deal played by code never counts in the statistics, and the match in progress waits for it exactly as it is.</source>
        <translation>Efter en runde viser pointtavlens “Vis kortgivningen” kortgivningen åbent: hver hånd, som den blev givet, bunkens rækkefølge og kortgivningens kode, en kort tekst som 0AZC-A7DP-DW86-XAZH-000H. Den angiver reglerne, frøet, giveren og pointene før runden. Giv den til en ven: med Spil ▸ Spil en kortgivning fra en kode… får vedkommende præcis de samme kort de samme steder, så I kan sammenligne, hvordan I spillede dem. En kortgivning spillet fra en kode tæller aldrig med i statistikken, og spillet i gang venter på den, præcis som det er.</translation>
    </message>
    <message>
        <source>The last character checks the others: a mistyped character, or two neighbours swapped, is found at once. The letters I, L and O are read as 1, 1 and 0.</source>
        <translation>Det sidste tegn kontrollerer de andre: et forkert skrevet tegn, eller to naboer byttet om, opdages med det samme. Bogstaverne I, L og O læses som 1, 1 og 0.</translation>
    </message>
</context>
<context>
    <name>FamilyLessons</name>
    <message>
        <source>Family rules: the first go-around</source>
        <translation>Familiereglerne: første runde</translation>
    </message>
    <message>
        <source>In the family rules everybody only draws and discards in the first round of turns. Click the stock to draw two cards.</source>
        <translation>Efter familiereglerne trækker og kaster alle kun i første runde. Klik på bunken for at trække to kort.</translation>
    </message>
    <message>
        <source>Draw from the stock: in the first go-around nobody takes the pile.</source>
        <translation>Træk fra bunken: i første runde tager ingen kastebunken.</translation>
    </message>
    <message>
        <source>You hold three aces, but nobody melds in the first go-around. Drag the 5 onto the discard pile.</source>
        <translation>Du har tre esser, men ingen melder i første runde. Træk 5&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Keep the aces for later: in the first go-around nobody may meld.</source>
        <translation>Gem esserne til senere: i første runde må ingen melde.</translation>
    </message>
    <message>
        <source>Everybody has had a turn: now you may meld. Draw from the stock.</source>
        <translation>Alle har haft en tur: nu må du melde. Træk fra bunken.</translation>
    </message>
    <message>
        <source>Draw first; then meld.</source>
        <translation>Træk først; meld bagefter.</translation>
    </message>
    <message>
        <source>Select the three aces and press Meld: 60 points, enough for the first meld.</source>
        <translation>Vælg de tre esser og tryk på Meld: 60 point, nok til første melding.</translation>
    </message>
    <message>
        <source>Meld the three aces now that the first go-around is over.</source>
        <translation>Meld de tre esser, nu hvor første runde er forbi.</translation>
    </message>
    <message>
        <source>The first go-around: draw and discard only.</source>
        <translation>Første runde: kun træk og kast.</translation>
    </message>
    <message>
        <source>Family rules: wild cards stay in the game</source>
        <translation>Familiereglerne: vilde kort bliver i spillet</translation>
    </message>
    <message>
        <source>In the family rules a meld needs more natural cards than wild cards. Select the three queens and one 2 and press Meld.</source>
        <translation>Efter familiereglerne skal en melding have flere naturlige kort end vilde kort. Vælg de tre damer og én 2&apos;er og tryk på Meld.</translation>
    </message>
    <message>
        <source>Meld the three queens with one 2: three naturals, one wild card.</source>
        <translation>Meld de tre damer med én 2&apos;er: tre naturlige, ét vildt kort.</translation>
    </message>
    <message>
        <source>A wild card may never be discarded in the family rules. Drag the 9 onto the pile.</source>
        <translation>Efter familiereglerne må et vildt kort aldrig kastes. Træk 9&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>In the family rules jokers and 2s are never discarded: keep the 2 for a meld.</source>
        <translation>Efter familiereglerne kastes jokere og 2&apos;ere aldrig: gem 2&apos;eren til en melding.</translation>
    </message>
    <message>
        <source>No wild discards, and more naturals than wild cards in every meld.</source>
        <translation>Ingen vilde kort på kastebunken, og flere naturlige end vilde kort i hver melding.</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>Welcome to Canasta!</source>
        <translation>Velkommen til Canasta!</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Forstået</translation>
    </message>
    <message>
        <source>Learn to play: a guided first game</source>
        <translation>Lær at spille: et første spil med vejledning</translation>
    </message>
    <message>
        <source>Follow the computer&apos;s turns step by step (it waits for a key or click)</source>
        <translation>Følg computerens tur skridt for skridt (den venter på en tast eller et klik)</translation>
    </message>
    <message>
        <source>Short lessons on the real table; your match waits until you leave</source>
        <translation>Korte lektioner ved det rigtige bord; dit spil venter, til du går tilbage</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Deltag i et spil…</translation>
    </message>
    <message>
        <source>Sit at a family member&apos;s table on another computer, with the code they give you</source>
        <translation>Sæt dig ved et familiemedlems bord på en anden computer, med den kode, de giver dig</translation>
    </message>
    <message>
        <source>You play against the computer (%2): %1. Game ▸ New game… picks another game or level.</source>
        <translation>Du spiller mod computeren (%2): %1. Spil ▸ Nyt spil… vælger et andet spil eller niveau.</translation>
    </message>
    <message>
        <source>Start your turn by drawing: click the stock or press %1, or take the discard pile with %2.</source>
        <translation>Begynd din tur med at trække: klik på bunken, eller tryk på %1, eller tag kastebunken med %2.</translation>
    </message>
    <message>
        <source>Or click cards to select them and press %1, %2 or %3.</source>
        <translation>Eller klik på kortene for at vælge dem, og tryk på %1, %2 eller %3.</translation>
    </message>
    <message>
        <source>Stuck? %1 shows what the computer would do; Help ▸ Rules explains the game.</source>
        <translation>Står du fast? %1 viser, hvad computeren ville gøre; Hjælp ▸ Regler forklarer spillet.</translation>
    </message>
    <message>
        <source>Esc, Got it or your first move closes this box.</source>
        <translation>Esc, Forstået eller dit første træk lukker denne boks.</translation>
    </message>
    <message>
        <source>Drag cards from your hand to the new-meld area to meld, onto your melds to add to them, and one card onto the discard pile to end your turn.</source>
        <translation>Træk kort fra din hånd til feltet for nye meldinger for at melde, til dine meldinger for at lægge til, og ét kort til kastebunken for at slutte din tur.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Spillet kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>The rounds for the review could not be saved: %1</source>
        <translation>Runderne til gennemgangen kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>The file of earlier rounds for the review was damaged; it was kept aside and a new one started.</source>
        <translation>Filen med tidligere runder til gennemgangen var beskadiget; den er lagt til side, og en ny er startet.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistikken kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>The finished match is kept and goes into the statistics as soon as there is room.</source>
        <translation>Det afsluttede spil er gemt og kommer i statistikken, så snart der er plads.</translation>
    </message>
    <message>
        <source>The finished match is now in the statistics.</source>
        <translation>Det afsluttede spil er nu med i statistikken.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Select the cards to add to this meld first.</source>
        <translation>Vælg først de kort, der skal lægges til denne melding.</translation>
    </message>
    <message>
        <source>Select cards, then put them here to build new melds.</source>
        <translation>Vælg kort, og læg dem så her for at lave nye meldinger.</translation>
    </message>
    <message>
        <source>%1 Add cards to the new-meld area, take them back (Undo), or discard (they go back to your hand).</source>
        <translation>%1 Læg flere kort i feltet for nye meldinger, tag dem tilbage (Fortryd), eller kast (så kommer de tilbage på hånden).</translation>
    </message>
    <message>
        <source>The cards from the new-meld area went back to your hand first. %1</source>
        <translation>Kortene fra feltet for nye meldinger kom først tilbage på hånden. %1</translation>
    </message>
    <message>
        <source>Select the cards to add first.</source>
        <translation>Vælg først de kort, der skal lægges til.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Vælg præcis ét kort at kaste.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ikke nu.</translation>
    </message>
    <message>
        <source>Select the cards to meld first.</source>
        <translation>Vælg først de kort, der skal meldes.</translation>
    </message>
    <message>
        <source>Drag the stock&apos;s card to your hand.</source>
        <translation>Træk kortet fra bunken til din hånd.</translation>
    </message>
    <message>
        <source>Drag the pile&apos;s top card to your hand or a meld.</source>
        <translation>Træk kastebunkens øverste kort til din hånd eller til en melding.</translation>
    </message>
    <message>
        <source>Cards never go back to the stock.</source>
        <translation>Kort kommer aldrig tilbage i bunken.</translation>
    </message>
    <message>
        <source>These are the opponents&apos; melds: you can add only to your own side&apos;s melds.</source>
        <translation>Det er modstandernes meldinger: du kan kun lægge til din egen sides meldinger.</translation>
    </message>
    <message>
        <source>Discard one card: drag a single card onto the pile.</source>
        <translation>Kast ét kort: træk et enkelt kort til kastebunken.</translation>
    </message>
    <message>
        <source>Cards cannot go there.</source>
        <translation>Kort kan ikke lægges der.</translation>
    </message>
    <message>
        <source>%1 chose an illegal move (%2); it plays another.</source>
        <translation>%1 valgte et ulovligt træk (%2); den spiller et andet.</translation>
    </message>
    <message>
        <source>The computer player %1 failed (%2); it plays a random move.</source>
        <translation>Computerspilleren %1 fejlede (%2); den spiller et tilfældigt træk.</translation>
    </message>
    <message>
        <source>No tip available.</source>
        <translation>Intet tip lige nu.</translation>
    </message>
    <message>
        <source>Tip: %1 (%2)</source>
        <translation>Tip: %1 (%2)</translation>
    </message>
    <message>
        <source>Tip: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>træk fra bunken</translation>
    </message>
    <message>
        <source>take the pile with %1</source>
        <translation>tag kastebunken med %1</translation>
    </message>
    <message>
        <source>take the pile onto your meld</source>
        <translation>tag kastebunken til din melding</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>meld %1</translation>
    </message>
    <message>
        <source>add %1 to your %2</source>
        <translation>læg %1 til dine %2</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>kast %1</translation>
    </message>
    <message>
        <source>ask your partner whether you may go out</source>
        <translation>spørg din makker, om du må gå ud</translation>
    </message>
    <message>
        <source>end the round</source>
        <translation>afslut runden</translation>
    </message>
    <message>
        <source>take the pile: its %1 with %2</source>
        <translation>tag kastebunken: dens %1 med %2</translation>
    </message>
    <message>
        <source>take the pile: its %1 onto your %2</source>
        <translation>tag kastebunken: dens %1 til dine %2</translation>
    </message>
    <message>
        <source>, and meld %1</source>
        <translation>, og meld %1</translation>
    </message>
</context>
<context>
    <name>GuestBox</name>
    <message>
        <source>At the host&apos;s table</source>
        <translation>Ved værtens bord</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>You play your seat from here; the host&apos;s game holds the match. Your own match waits, and nothing of this game is saved.</source>
        <translation>Du spiller din plads herfra; værtens spil holder styr på partiet. Dit eget parti venter, og intet af dette spil gemmes.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Forlad spillet</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Tilbage til dit spil</translation>
    </message>
    <message>
        <source>Leave the host&apos;s table and go back to your own game</source>
        <translation>Forlad værtens bord og gå tilbage til dit eget spil</translation>
    </message>
</context>
<context>
    <name>GuestGame</name>
    <message>
        <source>The game&apos;s server does not answer yet; trying again…</source>
        <translation>Spillets server svarer ikke endnu; prøver igen…</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Venter på værten…</translation>
    </message>
    <message>
        <source>The code matched: opening the connection…</source>
        <translation>Koden passede: forbindelsen åbnes…</translation>
    </message>
    <message>
        <source>Reaching the game&apos;s server…</source>
        <translation>Kontakter spillets server…</translation>
    </message>
    <message>
        <source>Connected: waiting for the host&apos;s table…</source>
        <translation>Forbundet: venter på værtens bord…</translation>
    </message>
    <message>
        <source>That is not an invitation code. A code is a number and words, like 7-guitarist-revenge.</source>
        <translation>Det er ikke en invitationskode. En kode er et tal og nogle ord, fx 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>You left the host&apos;s table.</source>
        <translation>Du forlod værtens bord.</translation>
    </message>
    <message>
        <source>The code did not match. Check it with the host: a code works only once, so the host makes a new one.</source>
        <translation>Koden passede ikke. Tjek den med værten: en kode virker kun én gang, så værten laver en ny.</translation>
    </message>
    <message>
        <source>Nobody answered on this code. Check the code, or ask the host for a new one.</source>
        <translation>Ingen svarede på denne kode. Tjek koden, eller bed værten om en ny.</translation>
    </message>
    <message>
        <source>The game&apos;s server could not be reached. Check the internet connection, and that the servers in Settings are the host&apos;s, then try again.</source>
        <translation>Spillets server kunne ikke nås. Tjek internetforbindelsen, og at serverne i Indstillinger er de samme som værtens, og prøv så igen.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Værten afsluttede spillet.</translation>
    </message>
    <message>
        <source>The connection to the host failed (%1).</source>
        <translation>Forbindelsen til værten svigtede (%1).</translation>
    </message>
    <message>
        <source>The host&apos;s game sent messages this game cannot read, so the connection was ended.</source>
        <translation>Værtens spil sendte beskeder, som dette spil ikke kan læse, så forbindelsen blev afbrudt.</translation>
    </message>
    <message>
        <source>The host plays another version of Canasta (%1): both players need the same version.</source>
        <translation>Værten spiller en anden version af Canasta (%1): begge spillere skal have samme version.</translation>
    </message>
    <message>
        <source>The host plays another version of Canasta: both players need the same version.</source>
        <translation>Værten spiller en anden version af Canasta: begge spillere skal have samme version.</translation>
    </message>
    <message>
        <source>Someone else plays this seat already. Ask the host for a new code.</source>
        <translation>En anden spiller allerede denne plads. Bed værten om en ny kode.</translation>
    </message>
    <message>
        <source>The host&apos;s match is over. Ask the host for a code to the next one.</source>
        <translation>Værtens parti er slut. Bed værten om en kode til det næste.</translation>
    </message>
    <message>
        <source>The host&apos;s game turned this game away (%1).</source>
        <translation>Værtens spil afviste dette spil (%1).</translation>
    </message>
    <message>
        <source>The line to the host dropped; reconnecting…</source>
        <translation>Forbindelsen til værten røg; forbinder igen…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Forbundet til værten igen.</translation>
    </message>
    <message>
        <source>The host did not take this move. Play it again, or another.</source>
        <translation>Værten tog ikke imod dette træk. Spil det igen, eller et andet.</translation>
    </message>
    <message>
        <source>The host did not take this move (%1). Play it again, or another.</source>
        <translation>Værten tog ikke imod dette træk (%1). Spil det igen, eller et andet.</translation>
    </message>
    <message>
        <source>Waiting for the host to play your move…</source>
        <translation>Venter på, at værten spiller dit træk…</translation>
    </message>
    <message>
        <source>The game at the host&apos;s table has ended.</source>
        <translation>Spillet ved værtens bord er slut.</translation>
    </message>
    <message>
        <source>Waiting for the host to deal the next round…</source>
        <translation>Venter på, at værten giver næste runde…</translation>
    </message>
    <message>
        <source>The round is over. Waiting for the host&apos;s score…</source>
        <translation>Runden er slut. Venter på værtens pointtal…</translation>
    </message>
    <message>
        <source>The host&apos;s record of this round does not fit what your table showed; its score will come from the match&apos;s totals.</source>
        <translation>Værtens optegnelse af denne runde passer ikke med det, dit bord viste; rundens point kommer fra partiets stilling.</translation>
    </message>
    <message>
        <source>The host does not allow the Tip in this match.</source>
        <translation>Værten tillader ikke Tip i dette parti.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>%1&apos;s turn</source>
        <comment>the pass-and-play hand-over: %1 is a name</comment>
        <translation>Turen går til %1</translation>
    </message>
    <message>
        <source>Press when you are ready</source>
        <translation>Tryk, når du er klar</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Jeg er klar</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite</source>
        <translation>Invitér</translation>
    </message>
    <message>
        <source>Give each person their code: read it out over the phone, or copy it into a message.</source>
        <translation>Giv hver person sin kode: læs den op i telefonen, eller kopiér den ind i en besked.</translation>
    </message>
    <message>
        <source>On the other computer: Game ▸ Join a game…, then type the code.</source>
        <translation>På den anden computer: Spil ▸ Deltag i et spil…, og skriv så koden.</translation>
    </message>
    <message>
        <source>Closing this window cancels nothing: Game ▸ Invite… shows it again.</source>
        <translation>Det aflyser ingenting at lukke vinduet: Spil ▸ Invitér… viser det igen.</translation>
    </message>
</context>
<context>
    <name>InvitationTexts</name>
    <message>
        <source>Waiting for %1 to type it.</source>
        <translation>Venter på, at %1 skriver den.</translation>
    </message>
    <message>
        <source>No code: the server could not be reached. Check the network, or the servers in Settings.</source>
        <translation>Ingen kode: serveren kunne ikke nås. Tjek netværket, eller serverne under Indstillinger.</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>Systemets besked: %1</translation>
    </message>
    <message>
        <source>Getting a code for %1…</source>
        <translation>Henter en kode til %1…</translation>
    </message>
    <message>
        <source>The server does not answer yet: trying again…</source>
        <translation>Serveren svarer ikke endnu: prøver igen…</translation>
    </message>
    <message>
        <source>Waiting for %1 to type the code.</source>
        <translation>Venter på, at %1 skriver koden.</translation>
    </message>
    <message>
        <source>%1 typed the code: connecting…</source>
        <translation>%1 har skrevet koden: forbinder…</translation>
    </message>
    <message>
        <source>%1 joined and plays the seat.</source>
        <translation>%1 er med og spiller pladsen.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 joins with the code.</source>
        <translation>Computeren (%2) spiller for %1, indtil %1 kommer med koden.</translation>
    </message>
    <message>
        <source>Not invited: the computer (%2) plays for %1.</source>
        <translation>Ikke inviteret: computeren (%2) spiller for %1.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is lost. The computer (%2) plays for %1 until %1 is back.</source>
        <translation>Forbindelsen til %1 er tabt. Computeren (%2) spiller for %1, indtil %1 er tilbage.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s connection is lost. Waiting for it to come back; after %n second(s) the computer (%2) plays for %1, and a new code for %1 shows here (for a game that was closed).</source>
        <translation>
            <numerusform>Forbindelsen til %1 er tabt. Venter på, at den kommer igen; efter %n sekund spiller computeren (%2) for %1, og en ny kode til %1 vises her (hvis spillet blev lukket).</numerusform>
            <numerusform>Forbindelsen til %1 er tabt. Venter på, at den kommer igen; efter %n sekunder spiller computeren (%2) for %1, og en ny kode til %1 vises her (hvis spillet blev lukket).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s connection is lost.</source>
        <translation>Forbindelsen til %1 er tabt.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1.</source>
        <translation>Computeren (%2) spiller for %1.</translation>
    </message>
    <message>
        <source>%1 is not invited: the server could not be reached.</source>
        <translation>%1 er ikke inviteret: serveren kunne ikke nås.</translation>
    </message>
    <message>
        <source>Waiting for %1 to join.</source>
        <translation>Venter på, at %1 kommer med.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 er tilbage.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 er kommet med i spillet.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 har forladt spillet.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code, which used it up: this is a new one.</source>
        <translation>Nogen skrev en forkert kode, og så er koden brugt: her er en ny.</translation>
    </message>
    <message>
        <source>%1 left: this is a new code for %1.</source>
        <translation>%1 gik: her er en ny kode til %1.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 is back.</source>
        <translation>Computeren (%2) spiller for %1, indtil %1 er tilbage.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 joins.</source>
        <translation>Computeren (%2) spiller for %1, indtil %1 kommer med.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Deltag i et spil</translation>
    </message>
    <message>
        <source>Type the code the host&apos;s game shows for your seat, for example 7-guitarist-revenge. You play from your seat at the host&apos;s table; your own match waits here.</source>
        <translation>Skriv den kode, værtens spil viser for din plads, fx 7-guitarist-revenge. Du spiller fra din plads ved værtens bord; dit eget parti venter her.</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Invitationskode</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Dit navn ved bordet</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kode:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dit navn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Skift+Tab</translation>
    </message>
    <message>
        <source>Move between your hand, the stock, the pile, the new-meld area and your melds (also Down and Up)</source>
        <translation>Gå mellem din hånd, bunken, kastebunken, feltet til nye meldinger og dine meldinger (også Ned og Op)</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Venstre, Højre</translation>
    </message>
    <message>
        <source>Move over the cards of your hand (elsewhere: the next place)</source>
        <translation>Gå hen over kortene på hånden (andre steder: til næste sted)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>Det første eller det sidste kort på hånden</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Mellemrum, Enter</translation>
    </message>
    <message>
        <source>In the hand: select or unselect the card. Elsewhere: act there, as a click does (draw, take the pile, put the selected cards there)</source>
        <translation>På hånden: vælg kortet eller fravælg det. Andre steder: gør det samme som et klik (træk, tag bunken, læg de valgte kort der)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>On a selected card in the hand: the obvious move with the selected cards (take the pile, add them to your melds, meld them, or discard the one card)</source>
        <translation>På et valgt kort på hånden: det oplagte træk med de valgte kort (tag kastebunken, læg dem til dine meldinger, meld dem, eller kast det ene kort)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Unselect all cards</source>
        <translation>Fravælg alle kort</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Take the pile</source>
        <translation>Tag bunken</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Add to a meld</source>
        <translation>Læg til en melding</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Sortér hånden</translation>
    </message>
    <message>
        <source>Ask your partner</source>
        <translation>Spørg din makker</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <source>Why? The rules at the paragraph that explains the last refusal or Tip</source>
        <translation>Hvorfor? Reglerne ved det afsnit, der forklarer, hvorfor spillet sidst sagde nej, eller det seneste tip</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+−, Ctrl+0</source>
        <translation>Ctrl++, Ctrl+−, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger cards, smaller cards, normal size (also Ctrl + mouse wheel)</source>
        <translation>Større kort, mindre kort, normal størrelse (også Ctrl + musehjul)</translation>
    </message>
    <message>
        <source>Show or hide the move history</source>
        <translation>Vis eller skjul spilhistorikken</translation>
    </message>
    <message>
        <source>To the move history (Esc: back to the table)</source>
        <translation>Til spilhistorikken (Esc: tilbage til bordet)</translation>
    </message>
    <message>
        <source>Enter, ?</source>
        <translation>Enter, ?</translation>
    </message>
    <message>
        <source>In the move history: why the computer played the chosen turn so</source>
        <translation>I spilhistorikken: hvorfor computeren spillede den valgte tur sådan</translation>
    </message>
    <message>
        <source>In the move history: the round review&apos;s judgement of the chosen computer turn, once the round is over</source>
        <translation>I spilhistorikken: rundegennemgangens bedømmelse af den valgte computertur, når runden er slut</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Denne liste</translation>
    </message>
    <message>
        <source>Write in the chat (playing with someone at another computer)</source>
        <translation>Skriv i chatten (når du spiller med en ved en anden computer)</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>En vilkårlig tast</translation>
    </message>
    <message>
        <source>When the computer waits (step through its turn): let it move</source>
        <translation>Når computeren venter (følg dens tur skridt for skridt): lad den spille</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spil med tastaturet</translation>
    </message>
</context>
<context>
    <name>LearnDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Lær at spille</translation>
    </message>
    <message>
        <source>A guided game in short lessons, on the real table, for %1. Your match waits untouched until you leave the lesson.</source>
        <translation>Et spil med vejledning i korte lektioner ved det rigtige bord, til %1. Dit spil venter urørt, til du forlader lektionen.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektioner</translation>
    </message>
    <message>
        <source>Done: play it again whenever you like</source>
        <translation>Gennemført: spil den igen, når du har lyst</translation>
    </message>
    <message>
        <source>Play lesson</source>
        <translation>Spil lektionen</translation>
    </message>
</context>
<context>
    <name>LessonBox</name>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>Next l&amp;esson</source>
        <translation>Næste &amp;lektion</translation>
    </message>
    <message>
        <source>Leave less&amp;on</source>
        <translation>&amp;Forlad lektionen</translation>
    </message>
    <message>
        <source>Back to your match, exactly as you left it</source>
        <translation>Tilbage til dit spil, præcis som du forlod det</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Lektionen er færdig</translation>
    </message>
</context>
<context>
    <name>LessonMode</name>
    <message>
        <source>The lesson is finished: press Leave lesson or Next lesson.</source>
        <translation>Lektionen er færdig: tryk på Forlad lektionen eller Næste lektion.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s box, then press Next.</source>
        <translation>Læs lektionens boks, og tryk så på Næste.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Trin %1 af %2</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>Computeren spiller…</translation>
    </message>
    <message>
        <source>Lesson finished: leave the lesson to go back to your match.</source>
        <translation>Lektionen er færdig: forlad lektionen for at vende tilbage til dit spil.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of this match cannot be reviewed: the record could not be read (round %1). The match goes on.</source>
        <translation>
            <numerusform>%n runde i dette spil kan ikke gennemgås: dens optegnelse kunne ikke læses (runde %1). Spillet fortsætter.</numerusform>
            <numerusform>%n runder i dette spil kan ikke gennemgås: deres optegnelser kunne ikke læses (runde %1). Spillet fortsætter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your house rules could not be loaded.</source>
        <translation>Dine husregler kunne ikke indlæses.</translation>
    </message>
    <message>
        <source>The presets are still there; the damaged file was kept aside.</source>
        <translation>Spillets egne regelsæt er der stadig; den beskadigede fil blev lagt til side.</translation>
    </message>
    <message>
        <source>Your partner asks</source>
        <translation>Din makker spørger</translation>
    </message>
    <message>
        <source>%1 asks: may I go out?</source>
        <translation>%1 spørger: Må jeg gå ud?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Afslut runden</translation>
    </message>
    <message>
        <source>Click for the rule behind this</source>
        <translation>Klik for at se reglen bag det</translation>
    </message>
    <message>
        <source>A newer version of Canasta wrote these files. This window is read-only so that they are kept as they are: nothing you play in it is saved.</source>
        <translation>En nyere version af Canasta har skrevet disse filer. Dette vindue er skrivebeskyttet, så de bevares, som de er: intet af det, du spiller i det, bliver gemt.</translation>
    </message>
    <message>
        <source>A lock file in a bad state was found and kept aside as %1; this window now owns the data.</source>
        <translation>En låsefil i dårlig stand blev fundet og lagt til side som %1; dette vindue ejer nu dataene.</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>systemet sagde ikke hvorfor</translation>
    </message>
    <message>
        <source>The data folder %1 could not be locked (%2), so this window is read-only: nothing you play in it is saved. To play with saves, make room there, or start Canasta with %3 set to a folder it can write in.</source>
        <translation>Datamappen %1 kunne ikke låses (%2), så dette vindue er skrivebeskyttet: intet af det, du spiller i det, bliver gemt. For at spille med gemte spil skal du skaffe plads der, eller starte Canasta med %3 sat til en mappe, den kan skrive i.</translation>
    </message>
</context>
<context>
    <name>MarginChart</name>
    <message>
        <source>The expected round margin after each of your decisions; costly ones are marked. Left and right choose a decision.</source>
        <translation>Den forventede pointforskel i runden efter hver af dine beslutninger; de dyre er markeret. Venstre og højre vælger en beslutning.</translation>
    </message>
    <message>
        <source>Margin chart</source>
        <translation>Kurve over pointforskellen</translation>
    </message>
</context>
<context>
    <name>MatchOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partiet er slut</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Du vandt partiet!</translation>
    </message>
    <message>
        <source>%1 won the match.</source>
        <translation>%1 vandt partiet.</translation>
    </message>
    <message>
        <source>Final score:</source>
        <translation>Slutstilling:</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n runde spillet.</numerusform>
            <numerusform>%n runder spillet.</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>jokers</source>
        <comment>rank in the plural</comment>
        <translation>jokere</translation>
    </message>
    <message>
        <source>2s</source>
        <comment>rank in the plural</comment>
        <translation>2&apos;ere</translation>
    </message>
    <message>
        <source>3s</source>
        <comment>rank in the plural</comment>
        <translation>3&apos;ere</translation>
    </message>
    <message>
        <source>4s</source>
        <comment>rank in the plural</comment>
        <translation>4&apos;ere</translation>
    </message>
    <message>
        <source>5s</source>
        <comment>rank in the plural</comment>
        <translation>5&apos;ere</translation>
    </message>
    <message>
        <source>6s</source>
        <comment>rank in the plural</comment>
        <translation>6&apos;ere</translation>
    </message>
    <message>
        <source>7s</source>
        <comment>rank in the plural</comment>
        <translation>7&apos;ere</translation>
    </message>
    <message>
        <source>8s</source>
        <comment>rank in the plural</comment>
        <translation>8&apos;ere</translation>
    </message>
    <message>
        <source>9s</source>
        <comment>rank in the plural</comment>
        <translation>9&apos;ere</translation>
    </message>
    <message>
        <source>10s</source>
        <comment>rank in the plural</comment>
        <translation>10&apos;ere</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>rank in the plural</comment>
        <translation>knægte</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>rank in the plural</comment>
        <translation>damer</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>rank in the plural</comment>
        <translation>konger</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>rank in the plural</comment>
        <translation>esser</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer level (Danish: Let)</comment>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>computer level (Danish: Mellem)</comment>
        <translation>Mellem</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer level (Danish: Svær)</comment>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer level: random moves</comment>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Classic, 2 players</source>
        <translation>Klassisk, 2 spillere</translation>
    </message>
    <message>
        <source>Classic, 4 players (partners)</source>
        <translation>Klassisk, 4 spillere (makkere)</translation>
    </message>
    <message>
        <source>Danish family rules, 4 players</source>
        <translation>Danske familieregler, 4 spillere</translation>
    </message>
    <message>
        <source>Sallingske house rules, 4 players</source>
        <translation>Sallingske husregler, 4 spillere</translation>
    </message>
    <message>
        <source>Sallingske house rules, 6 players</source>
        <translation>Sallingske husregler, 6 spillere</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Egne regler</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>Draw first: from the stock, or take the pile.</source>
        <translation>Træk først: fra bunken, eller tag kastebunken.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du har allerede trukket i denne tur.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer.</source>
        <translation>Venter på makkerens svar.</translation>
    </message>
    <message>
        <source>Nobody asked to go out.</source>
        <translation>Ingen har spurgt, om de må gå ud.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 er ikke på din hånd.</translation>
    </message>
    <message>
        <source>%1 was chosen twice.</source>
        <translation>%1 er valgt to gange.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Bunken er tom.</translation>
    </message>
    <message>
        <source>The round can only be ended when the stock is empty.</source>
        <translation>Runden kan kun afsluttes, når bunken er tom.</translation>
    </message>
    <message>
        <source>The stock is empty and the pile fits one of your melds: you must take it.</source>
        <translation>Bunken er tom, og kastebunken passer til en af dine meldinger: du skal tage den.</translation>
    </message>
    <message>
        <source>Nobody may meld or take the pile in the first round of turns.</source>
        <translation>I første omgang må ingen melde eller tage kastebunken.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Kastebunken er tom.</translation>
    </message>
    <message>
        <source>The pile cannot be taken while a wild card is on top.</source>
        <translation>Kastebunken kan ikke tages, når der ligger et vildt kort øverst.</translation>
    </message>
    <message>
        <source>A 3 on top blocks the pile: it cannot be taken now.</source>
        <translation>En 3&apos;er øverst spærrer kastebunken: den kan ikke tages nu.</translation>
    </message>
    <message>
        <source>Your side must meld before it may take the pile.</source>
        <translation>Dit hold skal have meldt, før det må tage kastebunken.</translation>
    </message>
    <message>
        <source>The pile is frozen: take it only with a natural pair of %1 from your hand.</source>
        <translation>Kastebunken er frossen: den kan kun tages med et ægte par %1 fra hånden.</translation>
    </message>
    <message>
        <source>These rules take the pile only with a natural pair of %1.</source>
        <translation>Med disse regler tages kastebunken kun med et ægte par %1.</translation>
    </message>
    <message>
        <source>Those cards cannot meld the pile&apos;s top card (%1).</source>
        <translation>De kort kan ikke melde kastebunkens øverste kort (%1).</translation>
    </message>
    <message>
        <source>With one card in hand you may not take a pile of one card.</source>
        <translation>Med ét kort på hånden må du ikke tage en kastebunke med ét kort.</translation>
    </message>
    <message>
        <source>Choose the cards to meld first.</source>
        <translation>Vælg først de kort, du vil melde.</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n card(s).</source>
        <translation>
            <numerusform>En melding skal have mindst %n kort.</numerusform>
            <numerusform>En melding skal have mindst %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld holds cards of one rank only (plus wild cards).</source>
        <translation>En melding har kun kort af én værdi (plus vilde kort).</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>En melding skal have mindst %n ægte kort.</numerusform>
            <numerusform>En melding skal have mindst %n ægte kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>En melding må højst have %n vildt kort.</numerusform>
            <numerusform>En melding må højst have %n vilde kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld may not hold more wild cards than naturals.</source>
        <translation>En melding må ikke have flere vilde kort end ægte kort.</translation>
    </message>
    <message>
        <source>A meld must hold more naturals than wild cards.</source>
        <translation>En melding skal have flere ægte kort end vilde kort.</translation>
    </message>
    <message>
        <source>Red 3s are never melded.</source>
        <translation>Røde 3&apos;ere meldes aldrig.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded when you go out.</source>
        <translation>Sorte 3&apos;ere kan kun meldes, når du går ud.</translation>
    </message>
    <message>
        <source>A meld of black 3s takes no wild cards.</source>
        <translation>En melding af sorte 3&apos;ere må ikke have vilde kort.</translation>
    </message>
    <message>
        <source>Black 3s are melded three or four at a time.</source>
        <translation>Sorte 3&apos;ere meldes tre eller fire ad gangen.</translation>
    </message>
    <message>
        <source>Wild cards may not join a finished canasta.</source>
        <translation>Vilde kort må ikke lægges til en færdig canasta.</translation>
    </message>
    <message>
        <source>The first meld must count at least %1 points; this is %2.</source>
        <translation>Første melding skal være på mindst %1 point; denne er på %2.</translation>
    </message>
    <message>
        <source>You added %1 to your %2 and completed a canasta.</source>
        <translation>Du lagde %1 til dine %2 og fuldførte en canasta.</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3 and completed a canasta.</source>
        <translation>%1 lagde %2 til sine %3 og fuldførte en canasta.</translation>
    </message>
    <message>
        <source>Until the first meld is made, the pile is taken only with a natural pair of %1.</source>
        <translation>Før den første melding er lagt, kan kastebunken kun tages med et ægte par %1.</translation>
    </message>
    <message>
        <source>wild cards</source>
        <comment>the meld of wild cards only</comment>
        <translation>vilde kort</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>computer level (Danish: Ekspert)</comment>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>No computer</source>
        <comment>the level of a match of people only</comment>
        <translation>Ingen computer</translation>
    </message>
    <message>
        <source>Classic, 3 players (each for themselves)</source>
        <translation>Klassisk, 3 spillere (hver for sig)</translation>
    </message>
    <message>
        <source>%1 (my rules)</source>
        <translation>%1 (mine regler)</translation>
    </message>
    <message>
        <source>These rules lay the pile&apos;s top card onto your meld of %1 only with a natural %2 from your hand.</source>
        <translation>Med disse regler lægges kastebunkens øverste kort kun på jeres melding af %1 sammen med en ægte %2 fra hånden.</translation>
    </message>
    <message>
        <source>You already have a meld of %1: add the cards to it.</source>
        <translation>Du har allerede en melding af %1: læg kortene til den.</translation>
    </message>
    <message>
        <source>You have no meld of %1.</source>
        <translation>Du har ingen melding af %1.</translation>
    </message>
    <message numerus="yes">
        <source>A meld of wild cards only holds at most %n card(s): it is a canasta.</source>
        <translation>
            <numerusform>En melding af lutter vilde kort har højst %n kort: så er den en canasta.</numerusform>
            <numerusform>En melding af lutter vilde kort har højst %n kort: så er den en canasta.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld of wild cards only comes after your side&apos;s first meld.</source>
        <translation>En melding af lutter vilde kort kan først lægges efter jeres første melding.</translation>
    </message>
    <message numerus="yes">
        <source>Keep at least two cards: going out needs %n canasta(s) first.</source>
        <translation>
            <numerusform>Behold mindst to kort: man kan først gå ud, når der er %n canasta.</numerusform>
            <numerusform>Behold mindst to kort: man kan først gå ud, når der er %n canastaer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out needs %n canasta(s).</source>
        <translation>
            <numerusform>Man skal have %n canasta for at gå ud.</numerusform>
            <numerusform>Man skal have %n canastaer for at gå ud.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 points the first meld must include a canasta.</source>
        <translation>Fra %1 point skal den første melding indeholde en canasta.</translation>
    </message>
    <message>
        <source>Not out yet: the canastas to go out must be on the table before your turn.</source>
        <translation>Ikke ud endnu: canastaerne skal ligge på bordet, før din tur begynder.</translation>
    </message>
    <message>
        <source>You have a meld of %1: in these rules the pile cannot be taken with one on top.</source>
        <translation>Du har en melding af %1: med disse regler kan kastebunken ikke tages, når en af dem ligger øverst.</translation>
    </message>
    <message>
        <source>Keep one card: these rules go out with a discard.</source>
        <translation>Behold ét kort: med disse regler går man ud ved at kaste det sidste kort.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Din makker sagde nej: du må ikke gå ud i denne tur.</translation>
    </message>
    <message>
        <source>Wild cards may not be discarded in these rules.</source>
        <translation>Med disse regler må vilde kort ikke kastes.</translation>
    </message>
    <message>
        <source>You would be left with only a wild card, and you may not go out by discarding it.</source>
        <translation>Så ville du kun have et vildt kort tilbage, og du må ikke gå ud ved at kaste et vildt kort.</translation>
    </message>
    <message>
        <source>Red 3s cannot be discarded.</source>
        <translation>Røde 3&apos;ere kan ikke kastes.</translation>
    </message>
    <message>
        <source>These rules have no asking the partner.</source>
        <translation>Med disse regler spørger man ikke sin makker.</translation>
    </message>
    <message>
        <source>You may ask your partner once a turn.</source>
        <translation>Du må spørge din makker én gang pr. tur.</translation>
    </message>
    <message>
        <source>Ask your partner before you meld.</source>
        <translation>Spørg din makker, før du melder.</translation>
    </message>
    <message numerus="yes">
        <source>Not now: going out needs %n canasta(s), and your side cannot have them this turn.</source>
        <translation>
            <numerusform>Ikke nu: man skal have %n canasta for at gå ud, og dit hold kan ikke nå det i denne tur.</numerusform>
            <numerusform>Ikke nu: man skal have %n canastaer for at gå ud, og dit hold kan ikke nå dem i denne tur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now: no way of playing your hand goes out this turn, whatever your partner answers.</source>
        <translation>Ikke nu: du kan ikke gå ud med din hånd i denne tur, uanset hvad din makker svarer.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn.</source>
        <translation>Der er intet at fortryde i denne tur.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Det træk er ikke tilladt.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Du trak %1.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n card(s).</source>
        <translation>
            <numerusform>Du trak %n kort.</numerusform>
            <numerusform>Du trak %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 trak %n kort.</numerusform>
            <numerusform>%1 trak %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took the pile: %n card(s).</source>
        <translation>
            <numerusform>Du tog kastebunken: %n kort.</numerusform>
            <numerusform>Du tog kastebunken: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 tog kastebunken: %n kort.</numerusform>
            <numerusform>%1 tog kastebunken: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You melded %1.</source>
        <translation>Du meldte %1.</translation>
    </message>
    <message>
        <source>%1 melded %2.</source>
        <translation>%1 meldte %2.</translation>
    </message>
    <message>
        <source>You added %1 to your %2.</source>
        <translation>Du lagde %1 til dine %2.</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3.</source>
        <translation>%1 lagde %2 til sine %3.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Du kastede %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 kastede %2.</translation>
    </message>
    <message>
        <source>You laid out a red 3.</source>
        <translation>Du lagde en rød 3&apos;er ud.</translation>
    </message>
    <message>
        <source>%1 laid out a red 3.</source>
        <translation>%1 lagde en rød 3&apos;er ud.</translation>
    </message>
    <message>
        <source>The pile is frozen.</source>
        <translation>Kastebunken er frossen.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was turned over as the new stock: %n card(s).</source>
        <translation>
            <numerusform>Kastebunken blev vendt og er nu bunken: %n kort.</numerusform>
            <numerusform>Kastebunken blev vendt og er nu bunken: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked your partner: may I go out?</source>
        <translation>Du spurgte din makker: Må jeg gå ud?</translation>
    </message>
    <message>
        <source>%1 asks: may I go out?</source>
        <translation>%1 spørger: Må jeg gå ud?</translation>
    </message>
    <message>
        <source>You answered yes.</source>
        <translation>Du svarede ja.</translation>
    </message>
    <message>
        <source>%1 answered yes.</source>
        <translation>%1 svarede ja.</translation>
    </message>
    <message>
        <source>You answered no.</source>
        <translation>Du svarede nej.</translation>
    </message>
    <message>
        <source>%1 answered no.</source>
        <translation>%1 svarede nej.</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Du tog %1 tilbage.</translation>
    </message>
    <message>
        <source>%1 took back %2.</source>
        <translation>%1 tog %2 tilbage.</translation>
    </message>
    <message>
        <source>You went out concealed!</source>
        <translation>Du gik skjult ud!</translation>
    </message>
    <message>
        <source>%1 went out concealed!</source>
        <translation>%1 gik skjult ud!</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du gik ud!</translation>
    </message>
    <message>
        <source>%1 went out!</source>
        <translation>%1 gik ud!</translation>
    </message>
    <message>
        <source>The round is over: the stock is used up.</source>
        <translation>Runden er slut: bunken er brugt op.</translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s)) is not worth taking</source>
        <translation>
            <numerusform>kastebunken (%n kort) er ikke værd at tage</numerusform>
            <numerusform>kastebunken (%n kort) er ikke værd at tage</numerusform>
        </translation>
    </message>
    <message>
        <source>the pile cannot be taken</source>
        <translation>kastebunken kan ikke tages</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for your pair of %1</source>
        <translation>
            <numerusform>%n kort til dit par %1</numerusform>
            <numerusform>%n kort til dit par %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fits your %1</source>
        <translation>
            <numerusform>%n kort, og det øverste kort passer til dine %1</numerusform>
            <numerusform>%n kort, og det øverste kort passer til dine %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for a natural %1 and a wild card</source>
        <translation>
            <numerusform>%n kort for en ægte %1 og et vildt kort</numerusform>
            <numerusform>%n kort for en ægte %1 og et vildt kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opens your side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n kort, og det giver din første melding (%1 af %2 point)</numerusform>
            <numerusform>%n kort, og det giver din første melding (%1 af %2 point)</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock is gone and the pile fits your melds</source>
        <translation>bunken er tom, og kastebunken passer til dine meldinger</translation>
    </message>
    <message>
        <source>the stock is gone and the pile is not worth it</source>
        <translation>bunken er tom, og kastebunken er ikke værd at tage</translation>
    </message>
    <message>
        <source>the stock is gone and you cannot take the pile</source>
        <translation>bunken er tom, og du kan ikke tage kastebunken</translation>
    </message>
    <message>
        <source>it opens your side: %1 of %2 points</source>
        <translation>det er din første melding: %1 af %2 point</translation>
    </message>
    <message>
        <source>a canasta opens your side whatever the minimum</source>
        <translation>en canasta er nok til jeres første melding, uanset minimum</translation>
    </message>
    <message numerus="yes">
        <source>a new meld of %n %1</source>
        <translation>
            <numerusform>en ny melding med %n %1</numerusform>
            <numerusform>en ny melding med %n %1</numerusform>
        </translation>
    </message>
    <message>
        <source>lay points down before the opponents go out</source>
        <translation>læg point ned, før modstanderne går ud</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) for your %1</source>
        <translation>
            <numerusform>%n kort mere til dine %1</numerusform>
            <numerusform>%n kort mere til dine %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the wild card completes a canasta of %1</source>
        <translation>det vilde kort gør dine %1 til en canasta</translation>
    </message>
    <message>
        <source>the wild card brings your %1 nearer a canasta</source>
        <translation>det vilde kort bringer dine %1 nærmere en canasta</translation>
    </message>
    <message>
        <source>you can go out</source>
        <translation>du kan gå ud</translation>
    </message>
    <message>
        <source>you can go out concealed</source>
        <translation>du kan gå skjult ud</translation>
    </message>
    <message>
        <source>you can go out: ask your partner first</source>
        <translation>du kan gå ud: spørg din makker først</translation>
    </message>
    <message>
        <source>your hand is light (%1 points)</source>
        <translation>din hånd er let (%1 point)</translation>
    </message>
    <message>
        <source>the opponents may go out soon</source>
        <translation>modstanderne kan snart gå ud</translation>
    </message>
    <message numerus="yes">
        <source>the stock is nearly gone (%n card(s) left)</source>
        <translation>
            <numerusform>bunken er næsten tom (%n kort tilbage)</numerusform>
            <numerusform>bunken er næsten tom (%n kort tilbage)</numerusform>
        </translation>
    </message>
    <message>
        <source>you still hold %1 points</source>
        <translation>du har stadig %1 point på hånden</translation>
    </message>
    <message>
        <source>%1 is unlikely to help the next player</source>
        <translation>%1 hjælper næppe den næste spiller</translation>
    </message>
    <message>
        <source>%1 is a lone card you do not need</source>
        <translation>%1 er et enligt kort, du ikke har brug for</translation>
    </message>
    <message>
        <source>%1 is the card you can best spare</source>
        <translation>%1 er det kort, du bedst kan undvære</translation>
    </message>
    <message>
        <source>the next player has thrown away that rank before</source>
        <translation>den næste spiller har selv kastet den værdi</translation>
    </message>
    <message numerus="yes">
        <source>freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>frys en stor kastebunke (%n kort)</numerusform>
            <numerusform>frys en stor kastebunke (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>the black 3 stops the next player</source>
        <translation>den sorte 3&apos;er spærrer for den næste spiller</translation>
    </message>
    <message>
        <source>a wild card on top stops the next player taking the pile</source>
        <translation>et vildt kort øverst forhindrer den næste spiller i at tage kastebunken</translation>
    </message>
    <message>
        <source>shed points: the opponents may go out</source>
        <translation>kom af med point: modstanderne kan gå ud</translation>
    </message>
    <message>
        <source>no particular reason</source>
        <translation>ingen særlig grund</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <source>Move history</source>
        <extracomment>The keys: to the list from anywhere in the window, &quot;Why?&quot; and the review&apos;s judgement on the list.</extracomment>
        <translation>Spilhistorik</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Choose a turn and press Enter or ? to hear why the computer played it, or ! for the review&apos;s judgement of it once the round is over.</source>
        <translation>Vælg en tur og tryk Enter eller ? for at høre, hvorfor computeren spillede den, eller ! for gennemgangens bedømmelse af den, når runden er slut.</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Hvorfor?</translation>
    </message>
    <message>
        <source>Why did the computer play the chosen turn so? (Enter or ?)</source>
        <translation>Hvorfor spillede computeren den valgte tur sådan? (Enter eller ?)</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Bedømmelse</translation>
    </message>
    <message>
        <source>Review&apos;s judgement</source>
        <translation>Gennemgangens bedømmelse</translation>
    </message>
    <message>
        <source>The review is judging the turn</source>
        <translation>Gennemgangen bedømmer turen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>MoveJudgementText</name>
    <message>
        <source>The review&apos;s judgement, from what the player could see at the time:</source>
        <translation>Gennemgangens bedømmelse, ud fra det spilleren kunne se dengang:</translation>
    </message>
    <message>
        <source>%1 — a good move: nothing found was clearly better.</source>
        <translation>%1 — et godt træk: intet fundet var klart bedre.</translation>
    </message>
    <message>
        <source>%1 — an inaccuracy: about %2 points lost.</source>
        <translation>%1 — en unøjagtighed: et tab på omkring %2 point.</translation>
    </message>
    <message>
        <source>%1 — a mistake: about %2 points lost.</source>
        <translation>%1 — en fejl: et tab på omkring %2 point.</translation>
    </message>
    <message>
        <source>%1 — a blunder: about %2 points lost.</source>
        <translation>%1 — en bommert: et tab på omkring %2 point.</translation>
    </message>
    <message>
        <source>Better in that seat: %1 (%2 points expected).</source>
        <translation>Bedre på den plads: %1 (forventet %2 point).</translation>
    </message>
    <message>
        <source>It is expected to score about %1 points more than the move played.</source>
        <translation>Det forventes at give omkring %1 point mere end det spillede træk.</translation>
    </message>
    <message>
        <source>%1 had no choice in this turn: each move was the only one allowed.</source>
        <translation>%1 havde intet valg i denne tur: hvert træk var det eneste tilladte.</translation>
    </message>
    <message>
        <source>The review is judging this turn…</source>
        <translation>Gennemgangen bedømmer denne tur…</translation>
    </message>
    <message>
        <source>The turn could not be judged: %1</source>
        <translation>Turen kunne ikke bedømmes: %1</translation>
    </message>
    <message>
        <source>Choose a computer&apos;s turn of a finished round in the move history first.</source>
        <translation>Vælg først en computers tur fra en afsluttet runde i spilhistorikken.</translation>
    </message>
    <message>
        <source>The review&apos;s judgement of a computer&apos;s move is offered once the round is over: until then it would tell of cards that are still hidden.</source>
        <translation>Gennemgangens bedømmelse af en computers træk tilbydes, når runden er slut: indtil da ville den fortælle om kort, der stadig er skjulte.</translation>
    </message>
    <message>
        <source>The deal: there is nothing to judge.</source>
        <translation>Kortgivningen: der er intet at bedømme.</translation>
    </message>
    <message>
        <source>A person played this turn: the judgement is of a computer&apos;s moves (Game ▸ Review a round… judges a person&apos;s own play).</source>
        <translation>En person spillede denne tur: bedømmelsen gælder en computers træk (Spil ▸ Gennemgå en runde… bedømmer en persons eget spil).</translation>
    </message>
    <message>
        <source>This round&apos;s record was not kept, so its moves cannot be judged.</source>
        <translation>Rundens forløb blev ikke gemt, så dens træk kan ikke bedømmes.</translation>
    </message>
    <message>
        <source>The round review&apos;s judgement of the chosen computer turn: good, inaccuracy, mistake or blunder, the points it cost and the better move (!)</source>
        <translation>Rundegennemgangens bedømmelse af den valgte computertur: godt, unøjagtighed, fejl eller bommert, hvad den kostede i point, og det bedre træk (!)</translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message>
        <source>it was the only move allowed</source>
        <extracomment>The level whose general reason (`Why.ANY`) is a search&apos;s verdict, not &quot;no particular reason&quot;.</extracomment>
        <translation>det var det eneste tilladte træk</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>%1: no reason was kept for this turn (reasons are kept only for the computers&apos; moves worked out on this computer since the game was started or continued).</source>
        <translation>%1: der blev ikke gemt nogen grund for denne tur (grundene gemmes kun for de computertræk, der er regnet ud på denne computer, siden spillet blev startet eller genoptaget).</translation>
    </message>
    <message>
        <source>A person played this turn: only a computer&apos;s moves can be asked about.</source>
        <translation>En person spillede denne tur: man kan kun spørge om en computers træk.</translation>
    </message>
    <message>
        <source>Choose a computer&apos;s turn in the move history first.</source>
        <translation>Vælg først en computers tur i spilhistorikken.</translation>
    </message>
    <message>
        <source>The deal: nobody chose anything.</source>
        <translation>Kortgivningen: ingen valgte noget.</translation>
    </message>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 trak fra bunken</translation>
    </message>
    <message>
        <source>%1 took the pile with its %2</source>
        <translation>%1 tog kastebunken med %2 øverst</translation>
    </message>
    <message>
        <source>%1 melded %2</source>
        <translation>%1 meldte %2</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3</source>
        <translation>%1 lagde %2 til sine %3</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 kastede %2</translation>
    </message>
    <message>
        <source>%1 asked their partner whether they may go out</source>
        <translation>%1 spurgte sin makker: &quot;Må jeg gå ud?&quot;</translation>
    </message>
    <message>
        <source>%1 answered yes</source>
        <translation>%1 svarede ja</translation>
    </message>
    <message>
        <source>%1 answered no</source>
        <translation>%1 svarede nej</translation>
    </message>
    <message>
        <source>%1 ended the round</source>
        <translation>%1 afsluttede runden</translation>
    </message>
    <message>
        <source>its look-ahead scored this move best</source>
        <translation>beregningen af de kommende træk gav dette træk det bedste resultat</translation>
    </message>
    <message>
        <source>no particular reason</source>
        <translation>ingen særlig grund</translation>
    </message>
    <message>
        <source>to lay points down before the opponents go out</source>
        <translation>for at lægge point ned, før modstanderne går ud</translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s)) was not worth taking</source>
        <translation>
            <numerusform>kastebunken (%n kort) var ikke værd at tage</numerusform>
            <numerusform>kastebunken (%n kort) var ikke værd at tage</numerusform>
        </translation>
    </message>
    <message>
        <source>the pile could not be taken</source>
        <translation>kastebunken kunne ikke tages</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a pair of %1</source>
        <translation>
            <numerusform>%n kort, for et par %1</numerusform>
            <numerusform>%n kort, for et par %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fitted their %1</source>
        <translation>
            <numerusform>%n kort, og det øverste kort passede til meldingen af %1</numerusform>
            <numerusform>%n kort, og det øverste kort passede til meldingen af %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a natural card and a wild card</source>
        <translation>
            <numerusform>%n kort, for et ægte kort og et vildt kort</numerusform>
            <numerusform>%n kort, for et ægte kort og et vildt kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opened their side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n kort, og det gav den første melding (%1 af %2 point)</numerusform>
            <numerusform>%n kort, og det gav den første melding (%1 af %2 point)</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock was gone and the pile fitted their melds</source>
        <translation>bunken var tom, og kastebunken passede til meldingerne</translation>
    </message>
    <message>
        <source>the stock was gone and the pile was not worth it</source>
        <translation>bunken var tom, og kastebunken var ikke værd at tage</translation>
    </message>
    <message>
        <source>the stock was gone and the pile could not be taken</source>
        <translation>bunken var tom, og kastebunken kunne ikke tages</translation>
    </message>
    <message>
        <source>it opened their side: %1 of %2 points</source>
        <translation>det var den første melding: %1 af %2 point</translation>
    </message>
    <message>
        <source>a canasta opens the side whatever the minimum</source>
        <translation>en canasta er nok til den første melding, uanset minimum</translation>
    </message>
    <message>
        <source>a new meld of %1</source>
        <translation>en ny melding af %1</translation>
    </message>
    <message>
        <source>more cards for their %1</source>
        <translation>flere kort til meldingen af %1</translation>
    </message>
    <message>
        <source>the wild card completed a canasta of %1</source>
        <translation>det vilde kort gjorde %1 til en canasta</translation>
    </message>
    <message>
        <source>the wild card brought their %1 nearer a canasta</source>
        <translation>det vilde kort bragte meldingen af %1 nærmere en canasta</translation>
    </message>
    <message>
        <source>they could go out</source>
        <translation>det var muligt at gå ud</translation>
    </message>
    <message>
        <source>they could go out concealed</source>
        <translation>det var muligt at gå skjult ud</translation>
    </message>
    <message>
        <source>they could go out, and asked first</source>
        <translation>det var muligt at gå ud, og makkeren skulle spørges først</translation>
    </message>
    <message numerus="yes">
        <source>their hand was light: %n card(s)</source>
        <translation>
            <numerusform>hånden var let: %n kort</numerusform>
            <numerusform>hånden var let: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>the opponents might go out soon</source>
        <translation>modstanderne kunne snart gå ud</translation>
    </message>
    <message numerus="yes">
        <source>the stock was nearly used up: %n card(s) left</source>
        <translation>
            <numerusform>bunken var næsten brugt op: %n kort tilbage</numerusform>
            <numerusform>bunken var næsten brugt op: %n kort tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>they still held %n card(s)</source>
        <translation>
            <numerusform>der var stadig %n kort på hånden</numerusform>
            <numerusform>der var stadig %n kort på hånden</numerusform>
        </translation>
    </message>
    <message>
        <source>it was unlikely to help the next player</source>
        <translation>det hjalp næppe den næste spiller</translation>
    </message>
    <message>
        <source>it was the card they could best spare</source>
        <translation>det var det kort, der bedst kunne undværes</translation>
    </message>
    <message>
        <source>the next player had thrown away that rank before</source>
        <translation>den næste spiller havde selv kastet den værdi</translation>
    </message>
    <message numerus="yes">
        <source>to freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>for at fryse en stor kastebunke (%n kort)</numerusform>
            <numerusform>for at fryse en stor kastebunke (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>the black 3 stops the next player</source>
        <translation>den sorte 3&apos;er spærrer for den næste spiller</translation>
    </message>
    <message>
        <source>a wild card on top stops the next player taking the pile</source>
        <translation>et vildt kort øverst forhindrer den næste spiller i at tage kastebunken</translation>
    </message>
    <message>
        <source>to shed points: the opponents may go out</source>
        <translation>for at komme af med point: modstanderne kan gå ud</translation>
    </message>
    <message>
        <source>no particular reason: a careless discard</source>
        <translation>ingen særlig grund: et skødesløst kast</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Other number of points</source>
        <translation>Andet antal point</translation>
    </message>
    <message>
        <source>My rules: %1</source>
        <translation>Mine regler: %1</translation>
    </message>
    <message>
        <source>One round (the game&apos;s own length)</source>
        <translation>Én runde (spillets egen længde)</translation>
    </message>
    <message>
        <source>To %1 points (the game&apos;s own target)</source>
        <translation>Til %1 point (spillets eget mål)</translation>
    </message>
    <message>
        <source>To %1 points</source>
        <translation>Til %1 point</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>Én runde</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The full rules…</source>
        <translation>Alle reglerne…</translation>
    </message>
    <message>
        <source>Opponent level:</source>
        <translation>Modstanderens niveau:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Partiets længde:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dit navn:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>A person here</source>
        <translation>En person her</translation>
    </message>
    <message>
        <source>A person at another computer</source>
        <translation>En person ved en anden computer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gæst</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Gæst %1</translation>
    </message>
    <message>
        <source>If the line drops, the computer plays:</source>
        <translation>Hvis forbindelsen ryger, spiller computeren:</translation>
    </message>
    <message>
        <source>The computer that plays for them while they are away</source>
        <translation>Computeren, der spiller for dem, mens de er væk</translation>
    </message>
    <message>
        <source>%1 (the best partner)</source>
        <translation>%1 (den bedste makker)</translation>
    </message>
    <message>
        <source>As your partner, %1 helps your side the most and makes the fewest mistakes you would notice.</source>
        <translation>Som din makker hjælper %1 jeres side mest og laver færrest af de fejl, du ville lægge mærke til.</translation>
    </message>
    <message>
        <source>Partner %1:</source>
        <translation>Makker %1:</translation>
    </message>
    <message>
        <source>Opponent %1:</source>
        <translation>Modstander %1:</translation>
    </message>
    <message>
        <source>Partner:</source>
        <translation>Makker:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Modstander:</translation>
    </message>
    <message>
        <source>The partner&apos;s name</source>
        <translation>Makkerens navn</translation>
    </message>
    <message>
        <source>The opponent&apos;s name</source>
        <translation>Modstanderens navn</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a name of their own.</source>
        <translation>To spillere hedder %1: giv hver sit eget navn.</translation>
    </message>
    <message>
        <source>Type the number of points the match is played to.</source>
        <translation>Skriv det antal point, der spilles til.</translation>
    </message>
</context>
<context>
    <name>NoticeLine</name>
    <message>
        <source>Why?</source>
        <translation>Hvorfor?</translation>
    </message>
    <message>
        <source>Open the rules at the paragraph that explains this (%1)</source>
        <translation>Åbn reglerne ved det afsnit, der forklarer det (%1)</translation>
    </message>
    <message>
        <source>Why? Open the rules at the paragraph that explains this</source>
        <translation>Hvorfor? Åbn reglerne ved det afsnit, der forklarer det</translation>
    </message>
    <message>
        <source>Press %1 to read why in the rules.</source>
        <translation>Tryk på %1 for at læse hvorfor i reglerne.</translation>
    </message>
</context>
<context>
    <name>PartnerAnswerText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Yes — my hand is light: %n card(s).</source>
        <translation>
            <numerusform>Ja — min hånd er let: %n kort.</numerusform>
            <numerusform>Ja — min hånd er let: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes — the stock is nearly used up: %n card(s) left.</source>
        <translation>
            <numerusform>Ja — bunken er næsten brugt op: %n kort tilbage.</numerusform>
            <numerusform>Ja — bunken er næsten brugt op: %n kort tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes — the opponents may go out soon.</source>
        <translation>Ja — modstanderne kan snart gå ud.</translation>
    </message>
    <message>
        <source>Yes — going out now scores best, as I count it.</source>
        <translation>Ja — at gå ud nu giver flest point, som jeg regner det.</translation>
    </message>
    <message numerus="yes">
        <source>No — I still hold %n card(s).</source>
        <translation>
            <numerusform>Nej — jeg har stadig %n kort på hånden.</numerusform>
            <numerusform>Nej — jeg har stadig %n kort på hånden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No — we score more by playing on, as I count it.</source>
        <translation>Nej — vi får flere point ved at spille videre, som jeg regner det.</translation>
    </message>
</context>
<context>
    <name>PlayCodeDialog</name>
    <message>
        <source>Play a deal by code</source>
        <translation>Spil en kortgivning fra en kode</translation>
    </message>
    <message>
        <source>A deal code names a deal: the same cards in the same places for anyone with the same rules. The match in progress waits, exactly as it is, and the deal never counts in the statistics.</source>
        <translation>En kode angiver en kortgivning: de samme kort de samme steder for alle med de samme regler. Spillet i gang venter, præcis som det er, og kortgivningen tæller aldrig med i statistikken.</translation>
    </message>
    <message>
        <source>&amp;Deal code:</source>
        <translation>&amp;Kode for kortgivningen:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Kode for kortgivningen</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Spil denne kortgivning</translation>
    </message>
    <message>
        <source>A deal of %1; the scores before it: %2.</source>
        <translation>En kortgivning i %1; pointene før den: %2.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drev</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kig i:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Filer af &amp;type:</translation>
    </message>
</context>
<context>
    <name>ReadOnlyTitle</name>
    <message>
        <source>%1 (read-only)</source>
        <comment>the window&apos;s title</comment>
        <translation>%1 (skrivebeskyttet)</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Continue the match?</source>
        <translation>Fortsæt partiet?</translation>
    </message>
    <message>
        <source>A match is in progress: %1 with %2 at another computer, round %3, score %4.</source>
        <translation>Et parti er i gang: %1 med %2 ved en anden computer, runde %3, stilling %4.</translation>
    </message>
    <message>
        <source>A match is in progress: %1 against %2, round %3, score %4.</source>
        <translation>Et parti er i gang: %1 mod %2, runde %3, stilling %4.</translation>
    </message>
    <message>
        <source>A match is in progress: %1, %2 at this screen, round %3, score %4.</source>
        <translation>Et parti er i gang: %1, %2 ved denne skærm, runde %3, stilling %4.</translation>
    </message>
    <message>
        <source>Continue where you stopped (with a new code for each person at another computer), or start a new game?</source>
        <translation>Vil du fortsætte, hvor du slap (med en ny kode til hver person ved en anden computer), eller begynde et nyt spil?</translation>
    </message>
    <message>
        <source>Continue where you stopped, or start a new game?</source>
        <translation>Vil du fortsætte, hvor du slap, eller begynde et nyt spil?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
</context>
<context>
    <name>ReviewBox</name>
    <message>
        <source>Try again from here</source>
        <translation>Prøv igen herfra</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards; not saved and not counted</source>
        <translation>Spil videre fra denne stilling med de samme kort; det gemmes ikke og tæller ikke med</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Tilbage til spillet</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Tilbage (Esc)</translation>
    </message>
    <message>
        <source>Return to your match exactly as you left it</source>
        <translation>Tilbage til dit spil, præcis som du forlod det</translation>
    </message>
</context>
<context>
    <name>ReviewChooser</name>
    <message>
        <source>Review a round</source>
        <translation>Gennemgå en runde</translation>
    </message>
    <message>
        <source>Choose a finished round to see where you gained and lost points.</source>
        <translation>Vælg en færdigspillet runde for at se, hvor du vandt og tabte point.</translation>
    </message>
    <message>
        <source>No finished round yet: the rounds of your last %1 games are listed here.</source>
        <translation>Ingen færdigspillet runde endnu: runderne fra dine sidste %1 spil vises her.</translation>
    </message>
    <message>
        <source>Finished rounds</source>
        <translation>Færdigspillede runder</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Gennemgå</translation>
    </message>
    <message>
        <source>Show the &amp;deal</source>
        <translation>Vis &amp;kortgivningen</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>fine</source>
        <extracomment>Each class&apos;s colour in the list and on the chart (dark enough for text on a light background).</extracomment>
        <translation>fint</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>unøjagtighed</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fejl</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>bommert</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, derefter </translation>
    </message>
    <message>
        <source>%1. %2 — %3: %4 (best %5)</source>
        <translation>%1. %2 — %3: %4 (bedst %5)</translation>
    </message>
    <message>
        <source>it is expected to score %1 points more than your move</source>
        <translation>det forventes at give %1 point mere end dit træk</translation>
    </message>
    <message>
        <source>Better: %1 (%2 points expected).</source>
        <translation>Bedre: %1 (forventet %2 point).</translation>
    </message>
    <message>
        <source>Judged with the rest of your turn: %1.</source>
        <translation>Bedømt sammen med resten af din tur: %1.</translation>
    </message>
    <message>
        <source>You played: %1.</source>
        <translation>Du spillede: %1.</translation>
    </message>
    <message>
        <source>Expected round margin after it: %1; with the best move found: %2.</source>
        <translation>Forventet pointforskel i runden derefter: %1; med det bedste træk fundet: %2.</translation>
    </message>
    <message>
        <source>A good move: nothing found was clearly better.</source>
        <translation>Et godt træk: intet fundet var klart bedre.</translation>
    </message>
    <message>
        <source>This %1 cost about %2 points.</source>
        <translation>Denne %1 kostede omkring %2 point.</translation>
    </message>
    <message>
        <source>Decisions: %1. Inaccuracies: %2, mistakes: %3, blunders: %4.</source>
        <translation>Beslutninger: %1. Unøjagtigheder: %2, fejl: %3, bommerter: %4.</translation>
    </message>
    <message>
        <source>Together they cost about %1 points of round margin (points more than the opponents, as Expert with your cards on the score sheet counts them).</source>
        <translation>Tilsammen kostede de omkring %1 point af rundens forspring (point mere end modstanderne, som Ekspert med dine kort på pointsedlen tæller dem).</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions.</source>
        <translation>Stoppet efter %1 af %2 beslutninger.</translation>
    </message>
    <message>
        <source>Decision %1: %2, expected margin %3</source>
        <translation>Beslutning %1: %2, forventet pointforskel %3</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review — %1</source>
        <translation>Gennemgang — %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>Stop the review; the decisions judged so far stay</source>
        <translation>Stop gennemgangen; de beslutninger, der allerede er bedømt, bliver stående</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Gennemgangens fremskridt</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Dine beslutninger</translation>
    </message>
    <message>
        <source>Each decision with its class and expected points; Enter shows it on the table</source>
        <translation>Hver beslutning med sin bedømmelse og forventede point; Enter viser den på bordet</translation>
    </message>
    <message>
        <source>The decision chosen</source>
        <translation>Den valgte beslutning</translation>
    </message>
    <message>
        <source>&amp;Show on the table</source>
        <translation>&amp;Vis på bordet</translation>
    </message>
    <message>
        <source>The position as you saw it, with the move you made and the better move marked</source>
        <translation>Stillingen, som du så den, med dit træk og det bedre træk markeret</translation>
    </message>
    <message>
        <source>&amp;Try again from here</source>
        <translation>&amp;Prøv igen herfra</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards; not saved and not counted</source>
        <translation>Spil videre fra denne stilling med de samme kort; det gemmes ikke og tæller ikke med</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>This computer lacks the fast search: the review takes longer and looks less deeply.</source>
        <translation>Denne computer mangler den hurtige søgning: gennemgangen tager længere tid og ser mindre dybt.</translation>
    </message>
    <message>
        <source>Looking at each of your decisions…</source>
        <translation>Ser på hver af dine beslutninger…</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 af %2 beslutninger</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>The round could not be reviewed: %1</source>
        <translation>Runden kunne ikke gennemgås: %1</translation>
    </message>
</context>
<context>
    <name>RoundEndText</name>
    <message numerus="yes">
        <source>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen. This happens at most %n time(s).</source>
        <translation>
            <numerusform>Når bunken er tom, vendes kastebunken uden at blive blandet og bliver den nye bunke, og den er ikke længere frossen. Det sker højst %n gang.</numerusform>
            <numerusform>Når bunken er tom, vendes kastebunken uden at blive blandet og bliver den nye bunke, og den er ikke længere frossen. Det sker højst %n gange.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Når bunken løber tør</translation>
    </message>
    <message>
        <source>The round ends when a player should draw and the stock is empty. Nobody gets the bonus for going out.</source>
        <translation>Runden slutter, når en spiller skal trække, og bunken er tom. Ingen får bonus for at gå ud.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen, as often as the round needs. Only so that a round always ends, after the %1th turn-over the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>Når bunken er tom, vendes kastebunken uden at blive blandet og bliver den nye bunke, og den er ikke længere frossen, så mange gange som runden kræver. Kun for at en runde altid slutter, slutter runden efter %1. gang, når bunken løber tør igen, som i klassisk Canasta (§2.10):</translation>
    </message>
    <message>
        <source>After the third turn-over of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>Efter tredje gang kastebunken er vendt, slutter runden, når bunken løber tør igen, som i klassisk Canasta (§2.10):</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn-over(s) of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>
            <numerusform>Når kastebunken er vendt %n gang, slutter runden, når bunken løber tør igen, som i klassisk Canasta (§2.10):</numerusform>
            <numerusform>Når kastebunken er vendt %n gange, slutter runden, når bunken løber tør igen, som i klassisk Canasta (§2.10):</numerusform>
        </translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile: you must take it if it is not frozen and its top card fits one of your side&apos;s melds. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>Når bunken er tom, fortsætter spillet kun, så længe spillerne tager kastebunken: du skal tage den, hvis den ikke er frossen, og det øverste kort passer til en af dit holds meldinger. Når en spiller ikke kan eller vil tage den, slutter runden, og ingen får bonus for at gå ud. Er bunkens sidste kort en rød 3&apos;er, slutter runden med det samme.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile: you must take it if it is not frozen and its top card fits one of your melds. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>Når bunken er tom, fortsætter spillet kun, så længe spillerne tager kastebunken: du skal tage den, hvis den ikke er frossen, og det øverste kort passer til en af dine meldinger. Når en spiller ikke kan eller vil tage den, slutter runden, og ingen får bonus for at gå ud. Er bunkens sidste kort en rød 3&apos;er, slutter runden med det samme.</translation>
    </message>
    <message>
        <source>plus the values of all its melded cards, the canastas&apos; cards included;</source>
        <translation>plus værdien af alle holdets meldte kort, også kortene i canastaerne;</translation>
    </message>
    <message>
        <source>plus the values of all their melded cards, the canastas&apos; cards included;</source>
        <translation>plus værdien af alle sine meldte kort, også kortene i canastaerne;</translation>
    </message>
    <message>
        <source>plus %1 for each natural canasta and %2 for each mixed canasta;</source>
        <translation>plus %1 for hver ren canasta og %2 for hver blandet canasta;</translation>
    </message>
    <message>
        <source>plus %1 for each red 3, %2 for all four;</source>
        <translation>plus %1 for hver rød 3&apos;er, %2 for alle fire;</translation>
    </message>
    <message>
        <source>plus %1 for each canasta of wild cards only;</source>
        <translation>plus %1 for hver canasta af lutter vilde kort;</translation>
    </message>
    <message>
        <source>plus %1 for going out, %2 for going out concealed;</source>
        <translation>plus %1 for at gå ud, %2 for at gå skjult ud;</translation>
    </message>
    <message>
        <source>plus %1 for going out;</source>
        <translation>plus %1 for at gå ud;</translation>
    </message>
    <message>
        <source>minus the values of all cards left in its players&apos; hands.</source>
        <translation>minus værdien af alle kort, der er tilbage på spillernes hænder.</translation>
    </message>
    <message>
        <source>minus the values of the cards left in their hand.</source>
        <translation>minus værdien af de kort, der er tilbage på hånden.</translation>
    </message>
    <message>
        <source>This game is a single round: the side with the most points wins.</source>
        <translation>Dette spil er kun én runde: holdet med flest point vinder.</translation>
    </message>
    <message>
        <source>This game is a single round: the player with the most points wins.</source>
        <translation>Dette spil er kun én runde: den med flest point vinder.</translation>
    </message>
    <message>
        <source>Rounds are dealt until a side has more than %1 points; then the side with the most points wins.</source>
        <translation>Der gives runder, indtil et hold har over %1 point; så vinder holdet med flest point.</translation>
    </message>
    <message>
        <source>Rounds are dealt until a player has more than %1 points; then the player with the most points wins.</source>
        <translation>Der gives runder, indtil en spiller har over %1 point; så vinder den med flest point.</translation>
    </message>
    <message>
        <source>Rounds are dealt until, after a round, a side has reached %1 points; then the side with the most points wins.</source>
        <translation>Der gives runder, indtil et hold efter en runde har nået %1 point; så vinder holdet med flest point.</translation>
    </message>
    <message>
        <source>Rounds are dealt until, after a round, a player has reached %1 points; then the player with the most points wins.</source>
        <translation>Der gives runder, indtil en spiller efter en runde har nået %1 point; så vinder den med flest point.</translation>
    </message>
    <message>
        <source>A tie plays one more round.</source>
        <translation>Står det lige, spilles én runde mere.</translation>
    </message>
    <message>
        <source>When the round ends, each side scores:</source>
        <translation>Når runden slutter, får hvert hold:</translation>
    </message>
    <message>
        <source>When the round ends, each player scores:</source>
        <translation>Når runden slutter, får hver spiller:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointtælling</translation>
    </message>
    <message>
        <source>A score can be negative.</source>
        <translation>Man kan godt stå i minus.</translation>
    </message>
</context>
<context>
    <name>RuleDifferences</name>
    <message>
        <source>Otherwise the classic rules.</source>
        <translation>Ellers de klassiske regler.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>og %n mere</numerusform>
            <numerusform>og %n mere</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlike classic Canasta: %1</source>
        <translation>Anderledes end klassisk canasta: %1</translation>
    </message>
    <message>
        <source>%1 players, each for themselves; %2 cards each, %3 decks and %4 jokers.</source>
        <translation>%1 spillere, hver for sig; %2 kort hver, %3 kortspil og %4 jokere.</translation>
    </message>
    <message>
        <source>%1 players in %5 partnerships; %2 cards each, %3 decks and %4 jokers.</source>
        <translation>%1 spillere i %5 makkerpar; %2 kort hver, %3 kortspil og %4 jokere.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
</context>
<context>
    <name>RuleFieldText</name>
    <message>
        <source>Table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Meldinger</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kastebunken</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>At gå ud</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointtælling</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Kampen</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>The turn-overs a round allows where the rules set no limit. A round of players who never take the pile nor go out, one card drawn a turn, would otherwise never end; a hundred passes of the stock are hours of play, more than any round a family has played.</extracomment>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Spil kort</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokere</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Kort på hånden</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Kort der trækkes</translation>
    </message>
    <message>
        <source>Red 3 turned up</source>
        <translation>Rød 3&apos;er vendt op</translation>
    </message>
    <message>
        <source>Quiet first round</source>
        <translation>Stille første runde</translation>
    </message>
    <message>
        <source>First meld minimum</source>
        <translation>Krav til første melding</translation>
    </message>
    <message>
        <source>Minimum below 0</source>
        <translation>Krav under 0</translation>
    </message>
    <message>
        <source>Canasta waives minimum</source>
        <translation>Canasta fritager for krav</translation>
    </message>
    <message>
        <source>Naturals in a meld</source>
        <translation>Rene kort i en melding</translation>
    </message>
    <message>
        <source>Wild cards in a meld</source>
        <translation>Vilde kort i en melding</translation>
    </message>
    <message>
        <source>Wilds against naturals</source>
        <translation>Vilde mod rene kort</translation>
    </message>
    <message>
        <source>Wilds onto a canasta</source>
        <translation>Vilde kort på en canasta</translation>
    </message>
    <message>
        <source>Pile before melding</source>
        <translation>Bunken før første melding</translation>
    </message>
    <message>
        <source>Natural and wild</source>
        <translation>Rent og vildt kort</translation>
    </message>
    <message>
        <source>Top card onto a meld</source>
        <translation>Øverste kort til en melding</translation>
    </message>
    <message>
        <source>Discard wild cards</source>
        <translation>Kaste vilde kort</translation>
    </message>
    <message>
        <source>One card, one-card pile</source>
        <translation>Ét kort, bunke med ét kort</translation>
    </message>
    <message>
        <source>Canastas to go out</source>
        <translation>Canastaer for at gå ud</translation>
    </message>
    <message>
        <source>Discard to go out</source>
        <translation>Kast for at gå ud</translation>
    </message>
    <message>
        <source>Going out bonus</source>
        <translation>Bonus for at gå ud</translation>
    </message>
    <message>
        <source>Concealed going out</source>
        <translation>Gå skjult ud</translation>
    </message>
    <message>
        <source>Concealed bonus</source>
        <translation>Bonus for skjult</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Spørg makker</translation>
    </message>
    <message>
        <source>Penalty after a yes</source>
        <translation>Straf efter et ja</translation>
    </message>
    <message>
        <source>Stock runs out</source>
        <translation>Når bunken er tom</translation>
    </message>
    <message>
        <source>Pile turnovers</source>
        <translation>Vendinger af bunken</translation>
    </message>
    <message>
        <source>Black 3</source>
        <translation>Sort 3&apos;er</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Rød 3&apos;er</translation>
    </message>
    <message>
        <source>All four red 3s</source>
        <translation>Alle fire røde 3&apos;ere</translation>
    </message>
    <message>
        <source>Natural canasta</source>
        <translation>Ren canasta</translation>
    </message>
    <message>
        <source>Mixed canasta</source>
        <translation>Blandet canasta</translation>
    </message>
    <message>
        <source>When a side&apos;s red 3s count plus; otherwise they count as the next rule says.</source>
        <translation>Hvornår et holds røde 3&apos;ere tæller plus; ellers tæller de, som den næste regel siger.</translation>
    </message>
    <message>
        <source>Red 3s otherwise count</source>
        <translation>Røde 3&apos;ere tæller ellers</translation>
    </message>
    <message>
        <source>What a side&apos;s red 3s count when they do not count plus: minus, or nothing at all.</source>
        <translation>Hvad et holds røde 3&apos;ere tæller, når de ikke tæller plus: minus eller slet ingenting.</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Kampens mål</translation>
    </message>
    <message>
        <source>Strictly over the target</source>
        <translation>Over målet, ikke kun på det</translation>
    </message>
    <message>
        <source>Minutes of play after which the match ends; what happens then to the round in progress is chosen below.</source>
        <translation>Minutters spil, hvorefter kampen slutter; hvad der så sker med den igangværende runde, vælges nedenfor.</translation>
    </message>
    <message>
        <source>When the time is up</source>
        <translation>Når tiden er gået</translation>
    </message>
    <message>
        <source>When the playing time runs out in a round: play it to its end, stop it at once and score it as it stands (no going-out bonus), or stop it and count nothing. Then the match ends.</source>
        <translation>Når spilletiden løber ud midt i en runde: spil den færdig, stop den med det samme og tæl den op, som den står (ingen bonus for at gå ud), eller stop den, så den ikke tæller med. Så slutter kampen.</translation>
    </message>
    <message>
        <source>How many sit at the table (you and the computer players).</source>
        <translation>Hvor mange der sidder ved bordet (dig og computerspillerne).</translation>
    </message>
    <message>
        <source>How many sides play against each other; partners share melds and score.</source>
        <translation>Hvor mange hold der spiller mod hinanden; makkere deler meldinger og point.</translation>
    </message>
    <message>
        <source>Ordinary 52-card decks shuffled together.</source>
        <translation>Almindelige kortspil med 52 kort, blandet sammen.</translation>
    </message>
    <message>
        <source>Jokers added to the decks, in all.</source>
        <translation>Jokere lagt til kortene, i alt.</translation>
    </message>
    <message>
        <source>Wild ranks</source>
        <translation>Vilde kort</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kortenes point</translation>
    </message>
    <message>
        <source>Melded rank locks the pile</source>
        <translation>Meldt værdi låser kastebunken</translation>
    </message>
    <message>
        <source>Canasta of wild cards</source>
        <translation>Canasta af vilde kort</translation>
    </message>
    <message>
        <source>Red 3s count plus</source>
        <translation>Røde 3&apos;ere tæller plus</translation>
    </message>
    <message>
        <source>Melds minus without a canasta</source>
        <translation>Meldinger minus uden canasta</translation>
    </message>
    <message>
        <source>Open with a canasta from</source>
        <translation>Åbn med canasta fra</translation>
    </message>
    <message>
        <source>Not out in the canasta&apos;s turn</source>
        <translation>Ikke ud i canastaens tur</translation>
    </message>
    <message>
        <source>Pile bonus at size</source>
        <translation>Bunkebonus ved antal</translation>
    </message>
    <message>
        <source>Pile bonus</source>
        <translation>Bunkebonus</translation>
    </message>
    <message>
        <source>Playing time (minutes)</source>
        <translation>Spilletid (minutter)</translation>
    </message>
    <message>
        <source>The ranks that are wild besides the jokers (2s in classic Canasta, 2s and 4s in the Sallingske rules); a wild rank is never a natural. The 3s cannot be wild.</source>
        <translation>De kort, der er vilde ud over jokerne (2&apos;erne i klassisk Canasta, 2&apos;erne og 4&apos;erne i de Sallingske regler); et vildt kort er aldrig et ægte kort. 3&apos;erne kan ikke være vilde.</translation>
    </message>
    <message>
        <source>What each card counts, in melds and left in the hand (a wild rank too: the Sallingske 4s count 50).</source>
        <translation>Hvad hvert kort tæller, i meldinger og tilbage på hånden (også de vilde: de Sallingske 4&apos;ere tæller 50).</translation>
    </message>
    <message>
        <source>Cards each player is dealt.</source>
        <translation>Kort hver spiller får ved given.</translation>
    </message>
    <message>
        <source>Cards drawn from the stock in a turn (one is discarded).</source>
        <translation>Kort der trækkes fra bunken i en tur (ét kastes).</translation>
    </message>
    <message>
        <source>What happens when the first upcard is a red 3.</source>
        <translation>Hvad der sker, når det første kort, der vendes, er en rød 3&apos;er.</translation>
    </message>
    <message>
        <source>In the first round of turns nobody melds or takes the pile.</source>
        <translation>I første runde melder ingen og ingen tager bunken.</translation>
    </message>
    <message>
        <source>The points a side&apos;s first meld needs, by its score so far.</source>
        <translation>De point holdets første melding skal have, efter holdets point indtil nu.</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum for a side below 0.</source>
        <translation>Kravet til første melding for et hold under 0.</translation>
    </message>
    <message>
        <source>A whole canasta as the first meld needs no minimum.</source>
        <translation>En hel canasta som første melding kræver intet minimum.</translation>
    </message>
    <message>
        <source>Natural cards a meld needs at least.</source>
        <translation>Rene kort en melding mindst skal have.</translation>
    </message>
    <message>
        <source>Wild cards a meld may hold at most.</source>
        <translation>Vilde kort en melding højst må have.</translation>
    </message>
    <message>
        <source>How a meld&apos;s wild cards compare with its naturals.</source>
        <translation>Hvordan en meldings vilde kort forholder sig til de rene.</translation>
    </message>
    <message>
        <source>A wild card may be added to a finished canasta.</source>
        <translation>Et vildt kort må lægges til en færdig canasta.</translation>
    </message>
    <message>
        <source>May a side that has not melded take the discard pile?</source>
        <translation>Må et hold, der ikke har meldt, tage kastebunken?</translation>
    </message>
    <message>
        <source>An unfrozen pile may be taken with one natural and one wild card.</source>
        <translation>En bunke, der ikke er frossen, kan tages med et rent og et vildt kort.</translation>
    </message>
    <message>
        <source>Taking an unfrozen pile by adding its top card to a meld.</source>
        <translation>At tage en ikke-frossen bunke ved at lægge det øverste kort til en melding.</translation>
    </message>
    <message>
        <source>Wild cards may be discarded (they freeze the pile).</source>
        <translation>Vilde kort må kastes (de fryser bunken).</translation>
    </message>
    <message>
        <source>A player with one card may take a pile of one card.</source>
        <translation>En spiller med ét kort må tage en bunke med ét kort.</translation>
    </message>
    <message>
        <source>A side may not take the pile while its top card is of a rank the side has melded.</source>
        <translation>Et hold må ikke tage kastebunken, mens det øverste kort har en værdi, holdet har meldt.</translation>
    </message>
    <message>
        <source>Canastas a side needs before it may go out.</source>
        <translation>Canastaer et hold skal have, før det må gå ud.</translation>
    </message>
    <message>
        <source>The last card must be discarded to go out.</source>
        <translation>Det sidste kort skal kastes for at gå ud.</translation>
    </message>
    <message>
        <source>Points for going out.</source>
        <translation>Point for at gå ud.</translation>
    </message>
    <message>
        <source>Going out in one turn without an earlier meld earns more.</source>
        <translation>At gå ud i én tur uden tidligere meldinger giver mere.</translation>
    </message>
    <message>
        <source>Points for going out concealed.</source>
        <translation>Point for at gå skjult ud.</translation>
    </message>
    <message>
        <source>You may ask your partner whether you may go out.</source>
        <translation>Du må spørge din makker, om du må gå ud.</translation>
    </message>
    <message>
        <source>Lost by a side that was told yes and did not go out.</source>
        <translation>Mistes af et hold, der fik ja og ikke gik ud.</translation>
    </message>
    <message>
        <source>What happens when the stock is empty.</source>
        <translation>Hvad der sker, når bunken er tom.</translation>
    </message>
    <message>
        <source>How often the pile may become the new stock.</source>
        <translation>Hvor mange gange kastebunken må blive den nye bunke.</translation>
    </message>
    <message>
        <source>Points of a black 3.</source>
        <translation>Point for en sort 3&apos;er.</translation>
    </message>
    <message>
        <source>Bonus for each red 3.</source>
        <translation>Bonus for hver rød 3&apos;er.</translation>
    </message>
    <message>
        <source>Bonus for all four red 3s on one side.</source>
        <translation>Bonus for alle fire røde 3&apos;ere hos ét hold.</translation>
    </message>
    <message>
        <source>Bonus for a canasta without wild cards.</source>
        <translation>Bonus for en canasta uden vilde kort.</translation>
    </message>
    <message>
        <source>Bonus for a canasta with wild cards.</source>
        <translation>Bonus for en canasta med vilde kort.</translation>
    </message>
    <message>
        <source>Bonus for a canasta of wild cards only: three to seven of them, laid after the side&apos;s first meld. Not allowed: every meld needs naturals.</source>
        <translation>Bonus for en canasta af lutter vilde kort: tre til syv af dem, lagt efter sidens første melding. Ikke tilladt: hver melding skal have ægte kort.</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score.</source>
        <translation>Kampen slutter, når et hold når dette antal point.</translation>
    </message>
    <message>
        <source>A side must pass the target, not only reach it.</source>
        <translation>Et hold skal over målet, ikke kun nå det.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ingen grænse</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>Én runde</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Ikke tilladt</translation>
    </message>
    <message>
        <source>From score</source>
        <translation>Fra point</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Krav</translation>
    </message>
    <message>
        <source>Turn another, pile frozen</source>
        <translation>Vend et til, bunken frossen</translation>
    </message>
    <message>
        <source>Shuffle back, turn a new one</source>
        <translation>Bland tilbage, vend et nyt</translation>
    </message>
    <message>
        <source>Only the limits above</source>
        <translation>Kun grænserne ovenfor</translation>
    </message>
    <message>
        <source>Never more wilds than naturals</source>
        <translation>Aldrig flere vilde end rene</translation>
    </message>
    <message>
        <source>Fewer wilds than naturals</source>
        <translation>Færre vilde end rene</translation>
    </message>
    <message>
        <source>With a natural pair</source>
        <translation>Med et rent par</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>A side without a canasta counts its melded cards minus, like the cards in hand.</source>
        <translation>Et hold uden canasta tæller sine meldte kort minus, ligesom kortene på hånden.</translation>
    </message>
    <message>
        <source>From this score before the round, a side&apos;s first meld must include a canasta.</source>
        <translation>Fra denne score før runden skal et holds første melding indeholde en canasta.</translation>
    </message>
    <message>
        <source>The canastas needed to go out must be on the table before the turn begins.</source>
        <translation>De canastaer, der skal til for at gå ud, skal ligge på bordet, før turen begynder.</translation>
    </message>
    <message>
        <source>Taking a discard pile of exactly this many cards earns a bonus.</source>
        <translation>At tage en kastebunke på præcis så mange kort giver en bonus.</translation>
    </message>
    <message>
        <source>Points for taking a pile of that size.</source>
        <translation>Point for at tage en bunke af den størrelse.</translation>
    </message>
    <message>
        <source>Differs from %1, where it is %2</source>
        <translation>Anderledes end i %1, hvor den er %2</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>The top card alone</source>
        <translation>Det øverste kort alene</translation>
    </message>
    <message>
        <source>With one natural</source>
        <translation>Med ét rent kort</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <source>With a meld</source>
        <translation>Med en melding</translation>
    </message>
    <message>
        <source>With a canasta</source>
        <translation>Med en canasta</translation>
    </message>
    <message>
        <source>Minus</source>
        <translation>Minus</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Ingenting</translation>
    </message>
    <message>
        <source>Take the pile or end</source>
        <translation>Tag bunken eller slut</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Runden slutter</translation>
    </message>
    <message>
        <source>Turn the pile over</source>
        <translation>Vend kastebunken</translation>
    </message>
    <message>
        <source>Play the round out</source>
        <translation>Spil runden færdig</translation>
    </message>
    <message>
        <source>Stop, score as it stands</source>
        <translation>Stop, tæl op som den står</translation>
    </message>
    <message>
        <source>Stop, the round not counted</source>
        <translation>Stop, runden tæller ikke</translation>
    </message>
    <message>
        <source>%1 players cannot form %2 equal sides.</source>
        <translation>%1 spillere kan ikke danne %2 lige store hold.</translation>
    </message>
    <message>
        <source>Asking the partner needs partnerships.</source>
        <translation>At spørge makker kræver makkerpar.</translation>
    </message>
    <message>
        <source>The first meld table must start at score 0.</source>
        <translation>Tabellen for første melding skal begynde ved 0 point.</translation>
    </message>
    <message>
        <source>The first meld table must rise: higher scores, minimums never lower.</source>
        <translation>Tabellen for første melding skal stige: højere point, aldrig lavere krav.</translation>
    </message>
    <message>
        <source>The first meld table holds a number out of range (minimums up to %1).</source>
        <translation>Tabellen for første melding har et tal uden for grænserne (krav op til %1).</translation>
    </message>
    <message>
        <source>%1 hands of %2 cards and a stock need %3 cards; the deck has %4.</source>
        <translation>%1 hænder med %2 kort og en bunke kræver %3 kort; der er %4.</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3.</source>
        <translation>%1 skal være fra %2 til %3.</translation>
    </message>
    <message>
        <source>A value is of the wrong kind.</source>
        <translation>En værdi er af den forkerte slags.</translation>
    </message>
    <message>
        <source>%1 has a value of the wrong kind.</source>
        <translation>%1 har en værdi af den forkerte slags.</translation>
    </message>
    <message>
        <source>%1 must be a whole number such as 100, not “%2”.</source>
        <translation>%1 skal være et helt tal som 100, ikke “%2”.</translation>
    </message>
    <message>
        <source>%1 must be true or false, not “%2”.</source>
        <translation>%1 skal være true eller false, ikke “%2”.</translation>
    </message>
    <message>
        <source>3s cannot be wild: the wild ranks are 2 and 4 to ace.</source>
        <translation>3&apos;ere kan ikke være vilde: de vilde kort er 2 og 4 til es.</translation>
    </message>
    <message>
        <source>The jokers are always wild: leave them out of the wild ranks.</source>
        <translation>Jokerne er altid vilde: lad dem være ude af de vilde kort.</translation>
    </message>
    <message>
        <source>Name the built-in game the rules start from with “based_on”, not “preset”.</source>
        <translation>Skriv det af spillets egne regelsæt, reglerne bygger på, med “based_on”, ikke “preset”.</translation>
    </message>
    <message>
        <source>Say which built-in game the rules start from, such as “based_on”: “family-4p”.</source>
        <translation>Skriv hvilket af spillets egne regelsæt reglerne bygger på, fx “based_on”: “family-4p”.</translation>
    </message>
    <message>
        <source>“sets” must be a list of house-rule sets.</source>
        <translation>“sets” skal være en liste af husregler.</translation>
    </message>
    <message>
        <source>There is no rule called “%1”.</source>
        <translation>Der er ingen regel, der hedder “%1”.</translation>
    </message>
    <message>
        <source>“based_on” must name a built-in game (such as family-4p), not “%1”.</source>
        <translation>“based_on” skal nævne et indbygget spil (som family-4p), ikke “%1”.</translation>
    </message>
    <message>
        <source>At most %1 ranks may be wild.</source>
        <translation>Højst %1 slags kort kan være vilde.</translation>
    </message>
    <message>
        <source>Did you mean “%1”?</source>
        <translation>Mente du “%1”?</translation>
    </message>
    <message>
        <source>Give the house rules a name.</source>
        <translation>Giv husreglerne et navn.</translation>
    </message>
    <message>
        <source>The name is too long.</source>
        <translation>Navnet er for langt.</translation>
    </message>
    <message>
        <source>The name holds a character that cannot be shown, such as a line break.</source>
        <translation>Navnet indeholder et tegn, der ikke kan vises, fx et linjeskift.</translation>
    </message>
    <message>
        <source>The name shows nothing: use letters or digits.</source>
        <translation>Navnet viser ingenting: brug bogstaver eller tal.</translation>
    </message>
    <message>
        <source>That name belongs to a built-in game.</source>
        <translation>Det navn tilhører et af spillets egne regelsæt.</translation>
    </message>
    <message>
        <source>You already have house rules by that name.</source>
        <translation>Du har allerede husregler med det navn.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>The highlighted paragraph explains it.</source>
        <translation>Det fremhævede afsnit forklarer det.</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Name your house rules</source>
        <translation>Giv dine husregler et navn</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Hent ind…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Gem som fil…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Play these rules</source>
        <translation>Spil med disse regler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>My rules</source>
        <translation>Mine regler</translation>
    </message>
    <message>
        <source>Your changes are not saved. Discard them?</source>
        <translation>Dine ændringer er ikke gemt. Vil du kassere dem?</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopi)</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Slet husregler</translation>
    </message>
    <message>
        <source>Delete the house rules “%1”?</source>
        <translation>Slet husreglerne “%1”?</translation>
    </message>
    <message>
        <source>The house rules could not be written.</source>
        <translation>Husreglerne kunne ikke gemmes.</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Gem husregler som fil</translation>
    </message>
    <message>
        <source>House rules (*.json)</source>
        <translation>Husregler (*.json)</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Hent husregler ind</translation>
    </message>
    <message>
        <source>House rules (*.json);;All files (*)</source>
        <translation>Husregler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>These house rules could not be imported.</source>
        <translation>Husreglerne kunne ikke hentes ind.</translation>
    </message>
    <message>
        <source>Help ▸ Rules, “Writing house rules by hand”, shows how such a file is written.</source>
        <translation>Hjælp ▸ Regler, “Skriv husregler i hånden”, viser, hvordan sådan en fil skrives.</translation>
    </message>
</context>
<context>
    <name>RulesFileText</name>
    <message>
        <source>New game ▸ House rules… ▸ Import…</source>
        <translation>Nyt spil ▸ Husregler… ▸ Hent ind…</translation>
    </message>
    <message>
        <source>Writing house rules by hand</source>
        <translation>Skriv husregler i hånden</translation>
    </message>
    <message>
        <source>Your family&apos;s rules can also be written in a text file (for example with Notepad) and read in with &lt;b&gt;%1&lt;/b&gt;. The smallest file gives the rules a name and says which of the game&apos;s own rule sets they start from:</source>
        <translation>Familiens regler kan også skrives i en tekstfil (fx med Notesblok) og hentes ind med &lt;b&gt;%1&lt;/b&gt;. Den mindste fil giver reglerne et navn og siger, hvilket af spillets egne regelsæt de bygger på:</translation>
    </message>
    <message>
        <source>Then add only the rules that differ, each as its name and its value: numbers in digits, yes and no as &lt;tt&gt;true&lt;/tt&gt; and &lt;tt&gt;false&lt;/tt&gt;, separated by commas:</source>
        <translation>Tilføj så kun de regler, der er anderledes, hver med sit navn og sin værdi: tal med cifre, ja og nej som &lt;tt&gt;true&lt;/tt&gt; og &lt;tt&gt;false&lt;/tt&gt;, adskilt af kommaer:</translation>
    </message>
    <message>
        <source>&lt;tt&gt;based_on&lt;/tt&gt; is one of %1.</source>
        <translation>&lt;tt&gt;based_on&lt;/tt&gt; er en af %1.</translation>
    </message>
    <message>
        <source>The names of the rules are listed here, each after its name in the house-rules editor. A set exported from the editor (&lt;b&gt;Export…&lt;/b&gt;) is a file with every rule written out. If a file cannot be read in, the game says what in it is wrong.</source>
        <translation>Reglernes navne står her, hver efter sit navn i husregel-editoren. Et regelsæt, der er gemt som fil fra editoren (&lt;b&gt;Gem som fil…&lt;/b&gt;), er en fil med alle reglerne skrevet ud. Kan en fil ikke hentes ind, siger spillet, hvad der er galt i den.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>The game uses %1 cards: %2 ordinary decks of 52 cards and %3 jokers.</source>
        <translation>Der spilles med %1 kort: %2 almindelige kortspil à 52 kort og %3 jokere.</translation>
    </message>
    <message>
        <source>The game uses %1 cards: %2 ordinary decks of 52 cards, without jokers.</source>
        <translation>Der spilles med %1 kort: %2 almindelige kortspil à 52 kort, uden jokere.</translation>
    </message>
    <message>
        <source>Black 3</source>
        <translation>Sort 3&apos;er</translation>
    </message>
    <message>
        <source>Red 3 (bonus)</source>
        <translation>Rød 3&apos;er (bonus)</translation>
    </message>
    <message>
        <source>%1 each, %2 for all four</source>
        <translation>%1 hver, %2 for alle fire</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>%1 players, each for themselves. Everyone is dealt %2 cards.</source>
        <translation>%1 spillere, hver for sig. Alle får %2 kort.</translation>
    </message>
    <message>
        <source>%1 players in two partnerships; partners sit opposite each other and share their melds and their score. Everyone is dealt %2 cards.</source>
        <translation>%1 spillere på to hold; makkerne sidder over for hinanden og deler meldinger og point. Alle får %2 kort.</translation>
    </message>
    <message>
        <source>%1 players in three partnerships; partners never sit next to each other and share their melds and their score. Everyone is dealt %2 cards.</source>
        <translation>%1 spillere på tre hold; makkere sidder aldrig ved siden af hinanden og deler meldinger og point. Alle får %2 kort.</translation>
    </message>
    <message>
        <source>The rest of the cards are the stock, face down; its top card is turned face up and starts the discard pile.</source>
        <translation>Resten af kortene er bunken, med bagsiden opad; det øverste kort vendes og bliver til kastebunken.</translation>
    </message>
    <message>
        <source>If that card is a wild card or a red 3, another card is turned on top of it, and the discard pile starts frozen.</source>
        <translation>Er det kort et vildt kort eller en rød 3&apos;er, vendes endnu et kort oven på det, og kastebunken er frossen fra start.</translation>
    </message>
    <message>
        <source>If that card is a red 3, it goes back into the stock and a new card is turned. If it is a wild card, another card is turned on top of it, and the discard pile starts frozen.</source>
        <translation>Er det kort en rød 3&apos;er, kommer den tilbage i bunken, og et nyt kort vendes. Er det et vildt kort, vendes endnu et kort oven på det, og kastebunken er frossen fra start.</translation>
    </message>
    <message>
        <source>Red 3s are never kept in the hand: one that you are dealt or draw is laid out in front of you at once, and you draw a new card for it. A red 3 that comes with the discard pile is laid out without a new card.</source>
        <translation>Røde 3&apos;ere holdes aldrig på hånden: en rød 3&apos;er, som du får ved udgivningen eller trækker, lægges straks ud foran dig, og du trækker et nyt kort for den. En rød 3&apos;er, der kommer med kastebunken, lægges ud uden et nyt kort.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Udgivningen</translation>
    </message>
    <message numerus="yes">
        <source>In your turn you first draw %n card(s) from the stock, or take the whole discard pile. Then you may meld. Last you discard one card onto the discard pile, and the turn passes to the left.</source>
        <translation>
            <numerusform>I din tur trækker du først %n kort fra bunken eller tager hele kastebunken. Så må du melde. Til sidst kaster du ét kort på kastebunken, og turen går videre med uret.</numerusform>
            <numerusform>I din tur trækker du først %n kort fra bunken eller tager hele kastebunken. Så må du melde. Til sidst kaster du ét kort på kastebunken, og turen går videre med uret.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>In the first round of turns nobody melds or takes the discard pile: everyone only draws and discards.</source>
        <translation>I første omgang melder ingen, og ingen tager kastebunken: alle trækker og kaster kun.</translation>
    </message>
    <message>
        <source>A meld is three or more cards of the same rank; suits do not matter, and there are no sequences. Your side has only one meld of each rank: more cards of that rank are added to it. You add only to your own side&apos;s melds, never to the opponents&apos;.</source>
        <translation>En melding er tre eller flere kort af samme værdi; kulørerne betyder ikke noget, og der er ingen rækker. Dit hold har kun én melding af hver værdi: flere kort af den værdi lægges til den. Du lægger kun til dit eget holds meldinger, aldrig til modstandernes.</translation>
    </message>
    <message>
        <source>A meld is three or more cards of the same rank; suits do not matter, and there are no sequences. You have only one meld of each rank: more cards of that rank are added to it. You add only to your own melds, never to your opponent&apos;s.</source>
        <translation>En melding er tre eller flere kort af samme værdi; kulørerne betyder ikke noget, og der er ingen rækker. Du har kun én melding af hver værdi: flere kort af den værdi lægges til den. Du lægger kun til dine egne meldinger, aldrig til modstanderens.</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>En melding skal have mindst %n ægte kort.</numerusform>
            <numerusform>En melding skal have mindst %n ægte kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>En melding må højst have %n vildt kort.</numerusform>
            <numerusform>En melding må højst have %n vilde kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld may never hold more wild cards than natural cards.</source>
        <translation>En melding må aldrig have flere vilde kort end ægte kort.</translation>
    </message>
    <message>
        <source>A meld must always hold more natural cards than wild cards.</source>
        <translation>En melding skal altid have flere ægte kort end vilde kort.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta. Without wild cards it is a natural canasta and scores %1 points; with wild cards it is a mixed canasta and scores %2 points. A natural canasta is squared up with a red card on top, a mixed one with a black card. Cards beyond seven add no further bonus.</source>
        <translation>En melding med syv kort eller flere er en canasta. Uden vilde kort er den en ren canasta og giver %1 point; med vilde kort er den en blandet canasta og giver %2 point. En ren canasta samles i en bunke med et rødt kort øverst, en blandet med et sort kort. Kort ud over syv giver ingen ekstra bonus.</translation>
    </message>
    <message>
        <source>A wild card added to a natural canasta makes it a mixed canasta.</source>
        <translation>Lægges et vildt kort til en ren canasta, bliver den blandet.</translation>
    </message>
    <message>
        <source>Once a canasta is complete, no more wild cards may be added to it; natural cards still may.</source>
        <translation>Når en canasta er færdig, må der ikke lægges flere vilde kort til den; ægte kort må gerne.</translation>
    </message>
    <message>
        <source>Once your side has melded, three to seven wild cards may also be melded alone; only wild cards join that meld, and at seven cards it is a canasta of wild cards: %1 points.</source>
        <translation>Når din side har meldt, må tre til syv vilde kort også meldes alene; kun vilde kort lægges til den melding, og ved syv kort er den en canasta af vilde kort: %1 point.</translation>
    </message>
    <message>
        <source>Melds and canastas</source>
        <translation>Meldinger og canastaer</translation>
    </message>
    <message>
        <source>The first meld of your side in a round must count at least a minimum, which depends on your side&apos;s score before the round:</source>
        <translation>Dit holds første melding i en runde skal være på mindst et bestemt antal point, som afhænger af holdets stilling før runden:</translation>
    </message>
    <message>
        <source>Your first meld in a round must count at least a minimum, which depends on your score before the round:</source>
        <translation>Din første melding i en runde skal være på mindst et bestemt antal point, som afhænger af din stilling før runden:</translation>
    </message>
    <message>
        <source>Below 0</source>
        <translation>Under 0</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 til %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 eller mere</translation>
    </message>
    <message>
        <source>Only the cards&apos; own values count, not the bonuses for red 3s, canastas or going out. Several melds laid in the same turn count together.</source>
        <translation>Kun kortenes egen værdi tæller, ikke bonusser for røde 3&apos;ere, canastaer eller at gå ud. Flere meldinger lagt ud i samme tur tæller sammen.</translation>
    </message>
    <message>
        <source>After the first meld your side melds freely.</source>
        <translation>Efter den første melding melder holdet frit.</translation>
    </message>
    <message>
        <source>After the first meld you meld freely.</source>
        <translation>Efter den første melding melder du frit.</translation>
    </message>
    <message>
        <source>The first meld</source>
        <translation>Første melding</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Din stilling</translation>
    </message>
    <message>
        <source>First meld at least</source>
        <translation>Første melding mindst</translation>
    </message>
    <message>
        <source>A complete canasta laid as the first meld needs no minimum.</source>
        <translation>En hel canasta lagt ud som første melding kræver intet minimum.</translation>
    </message>
    <message>
        <source>You always take the whole discard pile, never a single card, and only by melding its top card at once:</source>
        <translation>Du tager altid hele kastebunken, aldrig et enkelt kort, og kun ved at melde det øverste kort med det samme:</translation>
    </message>
    <message>
        <source>with a natural pair of the top card&apos;s rank from your hand;</source>
        <translation>med to ægte kort af samme værdi som det øverste fra din hånd;</translation>
    </message>
    <message>
        <source>with one natural card of that rank and one wild card from your hand, if the pile is not frozen;</source>
        <translation>med ét ægte kort af den værdi og et vildt kort fra din hånd, hvis kastebunken ikke er frossen;</translation>
    </message>
    <message>
        <source>by adding the top card to your side&apos;s meld of that rank, if the pile is not frozen.</source>
        <translation>ved at lægge det øverste kort til dit holds melding af den værdi, hvis kastebunken ikke er frossen.</translation>
    </message>
    <message>
        <source>by adding the top card to your meld of that rank, if the pile is not frozen.</source>
        <translation>ved at lægge det øverste kort til din melding af den værdi, hvis kastebunken ikke er frossen.</translation>
    </message>
    <message>
        <source>by adding the top card together with one natural card of that rank from your hand to your side&apos;s meld of that rank, if the pile is not frozen.</source>
        <translation>ved at lægge det øverste kort sammen med ét ægte kort af den værdi fra din hånd til dit holds melding af den værdi, hvis kastebunken ikke er frossen.</translation>
    </message>
    <message>
        <source>Then the rest of the pile goes to your hand, and you may meld on. The pile can never be taken while its top card is a wild card or a 3.</source>
        <translation>Så tager du resten af kastebunken på hånden og må melde videre. Kastebunken kan aldrig tages, når det øverste kort er et vildt kort eller en 3&apos;er.</translation>
    </message>
    <message>
        <source>With only one card in your hand you may not take a pile of one card.</source>
        <translation>Med kun ét kort på hånden må du ikke tage en kastebunke med ét kort.</translation>
    </message>
    <message>
        <source>A side that has not melded yet may not take the discard pile at all: it draws from the stock until it has made its first meld.</source>
        <translation>Et hold, der endnu ikke har meldt, må slet ikke tage kastebunken: det trækker fra bunken, indtil det har lavet sin første melding.</translation>
    </message>
    <message>
        <source>Before you have melded you may not take the discard pile at all: you draw from the stock until you have made your first meld.</source>
        <translation>Før du har meldt, må du slet ikke tage kastebunken: du trækker fra bunken, indtil du har lavet din første melding.</translation>
    </message>
    <message>
        <source>A side that has not melded yet may take the pile only with a natural pair, and the top card together with the cards laid from the hand must reach the first-meld minimum; the other cards of the pile do not count.</source>
        <translation>Et hold, der endnu ikke har meldt, må kun tage kastebunken med et ægte par, og det øverste kort skal sammen med de kort, der lægges fra hånden, nå op på minimum for første melding; kastebunkens øvrige kort tæller ikke med.</translation>
    </message>
    <message>
        <source>Before you have melded you may take the pile only with a natural pair, and the top card together with the cards laid from your hand must reach the first-meld minimum; the other cards of the pile do not count.</source>
        <translation>Før du har meldt, må du kun tage kastebunken med et ægte par, og det øverste kort skal sammen med de kort, du lægger fra hånden, nå op på minimum for første melding; kastebunkens øvrige kort tæller ikke med.</translation>
    </message>
    <message>
        <source>The discard pile is frozen while it holds a wild card (a discarded wild card is laid crosswise, so everyone sees it) or when it started with a red 3. A frozen pile can be taken only with a natural pair of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>Kastebunken er frossen, så længe der ligger et vildt kort i den (et kastet vildt kort lægges på tværs, så alle kan se det), eller når den startede med en rød 3&apos;er. En frossen kastebunke kan kun tages med to ægte kort af samme værdi som det øverste fra din hånd. Når kastebunken er taget, er den ikke frossen mere.</translation>
    </message>
    <message>
        <source>The discard pile is frozen while it holds a wild card (a discarded wild card is laid crosswise, so everyone sees it). A frozen pile can be taken only with a natural pair of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>Kastebunken er frossen, så længe der ligger et vildt kort i den (et kastet vildt kort lægges på tværs, så alle kan se det). En frossen kastebunke kan kun tages med to ægte kort af samme værdi som det øverste fra din hånd. Når kastebunken er taget, er den ikke frossen mere.</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>At tage kastebunken</translation>
    </message>
    <message>
        <source>The frozen pile</source>
        <translation>Frossen kastebunke</translation>
    </message>
    <message>
        <source>In these rules wild cards may not be discarded, unless every card in your hand is wild.</source>
        <translation>Med disse regler må vilde kort ikke kastes, medmindre alle kortene på din hånd er vilde.</translation>
    </message>
    <message>
        <source>Each red 3 scores %1 points, and all four together %2.</source>
        <translation>Hver rød 3&apos;er giver %1 point, og alle fire tilsammen %2.</translation>
    </message>
    <message>
        <source>A discarded black 3 blocks the discard pile for the next player. Black 3s can only be melded in the turn you go out: three or four of them, without wild cards.</source>
        <translation>En kastet sort 3&apos;er spærrer kastebunken for den næste spiller. Sorte 3&apos;ere kan kun meldes i den tur, hvor du går ud: tre eller fire af dem, uden vilde kort.</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Røde og sorte 3&apos;ere</translation>
    </message>
    <message>
        <source>You go out by getting rid of your last cards: meld them all, or meld all but one and discard it.</source>
        <translation>Du går ud ved at komme af med dine sidste kort: meld dem alle, eller meld alle på nær ét, og kast det.</translation>
    </message>
    <message>
        <source>In these rules the last card must be discarded onto the pile.</source>
        <translation>Med disse regler skal det sidste kort lægges på kastebunken.</translation>
    </message>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Dit hold skal have %n canasta på bordet for at gå ud; en canasta, der bliver færdig i samme tur, tæller med. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
            <numerusform>Dit hold skal have %n canastaer på bordet for at gå ud; en canasta, der bliver færdig i samme tur, tæller med. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Du skal have %n canasta på bordet for at gå ud; en canasta, der bliver færdig i samme tur, tæller med. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
            <numerusform>Du skal have %n canastaer på bordet for at gå ud; en canasta, der bliver færdig i samme tur, tæller med. Indtil da skal du altid beholde mindst to kort på hånden, når du melder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Going out ends the round and scores %1 points.</source>
        <translation>At gå ud slutter runden og giver %1 point.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>At gå ud</translation>
    </message>
    <message>
        <source>Going out concealed scores %1 points instead: you meld your whole hand in one turn, canastas included, without having melded before in the round and without adding to your partner&apos;s melds. Then the first-meld minimum does not apply.</source>
        <translation>At gå skjult ud giver i stedet %1 point: du melder hele din hånd i én tur, canastaer medregnet, uden at have meldt tidligere i runden og uden at lægge til din makkers meldinger. Så gælder kravet til første melding ikke.</translation>
    </message>
    <message>
        <source>Going out concealed scores %1 points instead: you meld your whole hand in one turn, canastas included, without having melded before in the round. Then the first-meld minimum does not apply.</source>
        <translation>At gå skjult ud giver i stedet %1 point: du melder hele din hånd i én tur, canastaer medregnet, uden at have meldt tidligere i runden. Så gælder kravet til første melding ikke.</translation>
    </message>
    <message>
        <source>Once a turn, before melding, you may ask your partner &quot;May I go out?&quot;. The answer binds you: after a no you may not go out this turn; after a yes you must go out, or your side loses %1 points.</source>
        <translation>Én gang i hver tur, før du melder, må du spørge din makker: &quot;Må jeg gå ud?&quot; Svaret er bindende: efter et nej må du ikke gå ud i denne tur; efter et ja skal du gå ud, ellers mister dit hold %1 point.</translation>
    </message>
    <message>
        <source>You may ask your partner &quot;May I go out?&quot; after drawing and before melding; once you have taken the pile it is too late to ask.</source>
        <translation>Du må spørge din makker &quot;Må jeg gå ud?&quot;, efter du har trukket og før du melder; når du har taget kastebunken, er det for sent at spørge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; often discards a random card, spends wild cards without a plan and takes the pile haphazardly.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kaster tit et tilfældigt kort, bruger de vilde kort uden plan og tager kastebunken på må og få.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; keeps pairs so it can take the pile, spends wild cards only to complete canastas and takes the pile when it is big enough.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gemmer sine par, så den kan tage kastebunken, bruger kun vilde kort til at lave canastaer og tager kastebunken, når den er stor nok.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; makes no random mistakes: it remembers the cards you took with the pile and discarded, does not discard cards you can use, and freezes the pile only when it is big and dangerous.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; laver ingen tilfældige fejl: den holder øje med de kort, du har taget med kastebunken og kastet, kaster ikke kort, du kan bruge, og fryser kun kastebunken, når den er stor og farlig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; plays as %2 and looks ahead: at the big decisions it plays the round to its end many times over, the cards it cannot see dealt at random, and picks the move that does best.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; spiller som %2 og ser frem: ved de store beslutninger spiller den runden til ende mange gange, med de kort, den ikke kan se, givet tilfældigt, og vælger det træk, der klarer sig bedst.</translation>
    </message>
    <message>
        <source>The computer never sees your cards or the order of the stock.</source>
        <translation>Computeren kan aldrig se dine kort eller rækkefølgen i bunken.</translation>
    </message>
    <message>
        <source>The computer players</source>
        <translation>Computerens niveauer</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <comment>button</comment>
        <translation>
            <numerusform>Træk %n</numerusform>
            <numerusform>Træk %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>button</comment>
        <translation>Træk</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw:&lt;/b&gt; click the stock or press &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Træk:&lt;/b&gt; klik på bunken, eller tryk på &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take the pile:&lt;/b&gt; click the discard pile or press &lt;b&gt;%1&lt;/b&gt;. The game finds the cards needed from your hand, or uses the ones you selected.</source>
        <translation>&lt;b&gt;Tag kastebunken:&lt;/b&gt; klik på kastebunken, eller tryk på &lt;b&gt;%1&lt;/b&gt;. Spillet finder selv de kort fra din hånd, der skal bruges, eller bruger dem, du har valgt.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between the hand, the stock, the pile and the melds; the arrow keys move along the hand, Home and End to its ends; space selects a card, Escape clears the selection.</source>
        <translation>Taster: Tab går mellem hånden, bunken, kastebunken og meldingerne; piletasterne flytter langs hånden, Home og End til dens ender; mellemrum vælger et kort, og Escape fjerner valget.</translation>
    </message>
    <message>
        <source>Enter on a selected card, or a double click on a card, makes the obvious move with them.</source>
        <translation>Enter på et valgt kort, eller et dobbeltklik på et kort, laver det oplagte træk med dem.</translation>
    </message>
    <message>
        <source>Take pile</source>
        <comment>button</comment>
        <translation>Tag bunken</translation>
    </message>
    <message>
        <source>When a first meld needs more of your cards, the game first shows them in the new-meld area: press &lt;b&gt;%1&lt;/b&gt; again to take the pile with them, change them, or press &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>Når en første melding kræver flere af dine kort, viser spillet dem først i feltet for nye meldinger: tryk på &lt;b&gt;%1&lt;/b&gt; igen for at tage kastebunken med dem, ret dem, eller tryk på &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld:&lt;/b&gt; click cards in your hand to select them and press &lt;b&gt;%1&lt;/b&gt;. The game splits them by rank and puts the wild cards where they are missing. New melds wait in the new-meld area until together they reach the first-meld minimum.</source>
        <translation>&lt;b&gt;Meld:&lt;/b&gt; klik på kort på din hånd for at vælge dem, og tryk på &lt;b&gt;%1&lt;/b&gt;. Spillet deler kortene op efter værdi og lægger de vilde kort, hvor de mangler. Nye meldinger venter i feltet for nye meldinger, indtil de tilsammen når op på minimum for første melding.</translation>
    </message>
    <message>
        <source>Meld</source>
        <comment>button</comment>
        <translation>Meld</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add:&lt;/b&gt; select cards and press &lt;b&gt;%1&lt;/b&gt;, or click one of your melds; a selected wild card goes onto the meld you click.</source>
        <translation>&lt;b&gt;Læg til:&lt;/b&gt; vælg kort, og tryk på &lt;b&gt;%1&lt;/b&gt;, eller klik på en af dine meldinger; et valgt vildt kort lægges på den melding, du klikker på.</translation>
    </message>
    <message>
        <source>Add</source>
        <comment>button</comment>
        <translation>Læg til</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard:&lt;/b&gt; select one card and press &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Kast:&lt;/b&gt; vælg ét kort, og tryk på &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>button</comment>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Cards waiting in the new-meld area are laid with the discard when they can be; otherwise they go back to your hand first.</source>
        <translation>Kort, der venter i feltet for nye meldinger, lægges ud sammen med kastet, når de kan; ellers kommer de først tilbage på hånden.</translation>
    </message>
    <message>
        <source>Drag and drop does all of it: drag cards onto a meld, onto the new-meld area or onto the discard pile.</source>
        <translation>Træk og slip kan det hele: træk kort til en melding, til feltet for nye meldinger eller til kastebunken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; sorts the hand by rank or by suit, &lt;b&gt;%2&lt;/b&gt; shows what the Hard computer would do, and &lt;b&gt;%3&lt;/b&gt; takes back this turn&apos;s melds.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ordner hånden efter værdi eller kulør, &lt;b&gt;%2&lt;/b&gt; viser, hvad computeren på Svær ville gøre, og &lt;b&gt;%3&lt;/b&gt; tager turens meldinger tilbage.</translation>
    </message>
    <message>
        <source>Sort</source>
        <comment>button</comment>
        <translation>Sortér</translation>
    </message>
    <message>
        <source>Tip</source>
        <comment>button</comment>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>button</comment>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Playing at this table</source>
        <translation>Sådan spiller du her</translation>
    </message>
</context>
<context>
    <name>SallingLessons</name>
    <message>
        <source>Sallingske: the 4s are wild</source>
        <translation>Sallingske: 4&apos;erne er vilde</translation>
    </message>
    <message>
        <source>Sallingske has no jokers: the 4s are wild, worth 50. Select the two queens and one 4 and press Meld: 70 points, enough for the first meld.</source>
        <translation>Sallingske har ingen jokere: 4&apos;erne er vilde og tæller 50. Vælg de to damer og én 4&apos;er og tryk på Meld: 70 point, nok til første melding.</translation>
    </message>
    <message>
        <source>A 4 is a wild card here, not a rank to meld: put one 4 with the two queens.</source>
        <translation>En 4&apos;er er et vildt kort her, ikke en værdi man melder: læg én 4&apos;er til de to damer.</translation>
    </message>
    <message>
        <source>Drag the 9 onto the discard pile.</source>
        <translation>Træk 9&apos;eren over på kastebunken.</translation>
    </message>
    <message>
        <source>Keep the 4s, they are wild cards; discard the 9.</source>
        <translation>Behold 4&apos;erne, de er vilde kort; kast 9&apos;eren.</translation>
    </message>
    <message>
        <source>In Sallingske the 4s are the wild cards.</source>
        <translation>I Sallingske er 4&apos;erne de vilde kort.</translation>
    </message>
    <message>
        <source>Sallingske: the turned-over pile</source>
        <translation>Sallingske: kastebunken vendes</translation>
    </message>
    <message>
        <source>The stock has one card left. Click it to draw it.</source>
        <translation>Der er ét kort tilbage i bunken. Klik på den for at trække det.</translation>
    </message>
    <message>
        <source>Your side has not melded yet: in Sallingske the pile is taken only after the first meld. Draw the last card of the stock.</source>
        <translation>I har ikke meldt endnu: i Sallingske må kastebunken først tages, når holdet har åbnet. Træk det sidste kort i bunken.</translation>
    </message>
    <message>
        <source>Drag the 7 onto the discard pile. The stock is empty now: in Sallingske the discard pile is then turned over, not shuffled, and becomes the new stock.</source>
        <translation>Træk 7&apos;eren over på kastebunken. Nu er bunken tom: i Sallingske vendes kastebunken så om, uden at blive blandet, og bliver den nye bunke.</translation>
    </message>
    <message>
        <source>Discard the 7 and watch the pile become the stock.</source>
        <translation>Kast 7&apos;eren og se kastebunken blive til den nye bunke.</translation>
    </message>
    <message>
        <source>The pile was turned over into a new stock, and any freeze is gone. Draw from it.</source>
        <translation>Kastebunken er vendt og blevet til en ny bunke, og den er ikke længere frossen. Træk fra den.</translation>
    </message>
    <message>
        <source>Draw from the new stock.</source>
        <translation>Træk fra den nye bunke.</translation>
    </message>
    <message>
        <source>An empty stock: the pile is turned over and play goes on.</source>
        <translation>En tom bunke: kastebunken vendes, og spillet fortsætter.</translation>
    </message>
</context>
<context>
    <name>SavedGameTexts</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Filen kunne ikke læses.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Filen er tom.</translation>
    </message>
    <message>
        <source>The file is far too large to be a file of this game.</source>
        <translation>Filen er alt for stor til at være en fil fra dette spil.</translation>
    </message>
    <message>
        <source>The file is damaged: it is cut off or garbled.</source>
        <translation>Filen er beskadiget: den er afkortet eller forvansket.</translation>
    </message>
    <message>
        <source>The file is not a file of this game.</source>
        <translation>Filen er ikke en fil fra dette spil.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the game.</source>
        <translation>Filen er skrevet af en nyere version af spillet.</translation>
    </message>
    <message>
        <source>The file was written by a version of the game too old to read.</source>
        <translation>Filen er skrevet af en version af spillet, der er for gammel til at kunne læses.</translation>
    </message>
    <message>
        <source>The file has been changed outside the game.</source>
        <translation>Filen er blevet ændret uden for spillet.</translation>
    </message>
    <message>
        <source>The file is damaged: some values are missing or wrong.</source>
        <translation>Filen er beskadiget: nogle værdier mangler eller er forkerte.</translation>
    </message>
    <message>
        <source>The file is damaged: its moves do not lead to its position.</source>
        <translation>Filen er beskadiget: dens træk fører ikke frem til den gemte stilling.</translation>
    </message>
    <message>
        <source>A set of house rules in the file has a name that cannot be used: it shows nothing, holds control characters, or reads like a built-in game&apos;s name.</source>
        <translation>Et sæt husregler i filen har et navn, der ikke kan bruges: det viser ingenting, indeholder styretegn eller ligner navnet på et af spillets egne regelsæt.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Den er gemt som %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation>Den kunne ikke flyttes til side (%1).</translation>
    </message>
    <message>
        <source>The previous save (one move earlier) was good: you can continue from there.</source>
        <translation>Den forrige gemte udgave (ét træk tidligere) var i orden: du kan fortsætte derfra.</translation>
    </message>
    <message>
        <source>No saved match could be recovered; a new game starts.</source>
        <translation>Intet gemt parti kunne reddes; et nyt spil begynder.</translation>
    </message>
    <message>
        <source>The saved match could not be loaded.</source>
        <translation>Det gemte parti kunne ikke indlæses.</translation>
    </message>
    <message>
        <source>The statistics were restored from their backup.</source>
        <translation>Statistikken blev hentet fra sikkerhedskopien.</translation>
    </message>
    <message>
        <source>The statistics start afresh.</source>
        <translation>Statistikken begynder forfra.</translation>
    </message>
    <message>
        <source>The statistics could not be loaded.</source>
        <translation>Statistikken kunne ikke indlæses.</translation>
    </message>
    <message>
        <source>The settings were restored from their backup.</source>
        <translation>Indstillingerne blev hentet fra sikkerhedskopien.</translation>
    </message>
    <message>
        <source>The settings could not be loaded.</source>
        <translation>Indstillingerne kunne ikke indlæses.</translation>
    </message>
    <message>
        <source>The game uses its standard settings.</source>
        <translation>Spillet bruger sine standardindstillinger.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet — round %1</source>
        <translation>Pointtavle — runde %1</translation>
    </message>
    <message>
        <source>&amp;Review this round…</source>
        <translation>&amp;Gennemgå runden…</translation>
    </message>
    <message>
        <source>The deal was checked: it is the deal the host committed to before the first card.</source>
        <translation>Kortene er kontrolleret: det er den giv, værten forpligtede sig til før det første kort.</translation>
    </message>
    <message>
        <source>Warning: the host did not commit to this deal before its first card, so it could not be checked.</source>
        <translation>Advarsel: værten forpligtede sig ikke til denne giv før det første kort, så den kunne ikke kontrolleres.</translation>
    </message>
    <message>
        <source>Warning: the deal the host showed is not the one it committed to before the first card.</source>
        <translation>Advarsel: den giv, værten viste, er ikke den, den forpligtede sig til før det første kort.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s record of the round is not a whole game of the deal it committed to.</source>
        <translation>Advarsel: værtens optegnelse af runden er ikke et helt spil af den giv, den forpligtede sig til.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s record of the round does not match the moves your table showed.</source>
        <translation>Advarsel: værtens optegnelse af runden passer ikke med de træk, dit bord viste.</translation>
    </message>
    <message>
        <source>Melded cards</source>
        <translation>Meldte kort</translation>
    </message>
    <message>
        <source>Natural canastas</source>
        <translation>Rene canastaer</translation>
    </message>
    <message>
        <source>Mixed canastas</source>
        <translation>Blandede canastaer</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Røde 3&apos;ere</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Gå ud</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort tilbage på hånden</translation>
    </message>
    <message>
        <source>Wild-card canastas</source>
        <translation>Canastaer af vilde kort</translation>
    </message>
    <message>
        <source>Pile bonus</source>
        <translation>Bunkebonus</translation>
    </message>
    <message>
        <source>Penalty (partner said yes)</source>
        <translation>Straf (makker sagde ja)</translation>
    </message>
    <message>
        <source>%1 (minus: no canasta)</source>
        <translation>%1 (minus: ingen canasta)</translation>
    </message>
    <message numerus="yes">
        <source>%n natural canasta(s): %1</source>
        <translation>
            <numerusform>%n ren canasta: %1</numerusform>
            <numerusform>%n rene canastaer: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mixed canasta(s): %1</source>
        <translation>
            <numerusform>%n blandet canasta: %1</numerusform>
            <numerusform>%n blandede canastaer: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n canasta(s) of wild cards: %1</source>
        <translation>
            <numerusform>%n canasta af vilde kort: %1</numerusform>
            <numerusform>%n canastaer af vilde kort: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red 3(s): %1</source>
        <translation>
            <numerusform>%n rød 3&apos;er: %1</numerusform>
            <numerusform>%n røde 3&apos;ere: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(minus: no canasta)</source>
        <translation>(minus: ingen canasta)</translation>
    </message>
    <message>
        <source>(minus: no meld)</source>
        <translation>(minus: ingen melding)</translation>
    </message>
    <message>
        <source>Concealed: %1</source>
        <translation>Skjult: %1</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ingen kort</translation>
    </message>
    <message>
        <source>Round total</source>
        <translation>Runden i alt</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Partiet i alt</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Playing to %1 points.</source>
        <translation>Der spilles til %1 point.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Se resultatet</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <source>Show the deal</source>
        <translation>Vis kortgivningen</translation>
    </message>
    <message>
        <source>Every hand as it was dealt, the stock&apos;s order and the deal&apos;s code</source>
        <translation>Hver hånd, som den blev givet, bunkens rækkefølge og kortgivningens kode</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>runde %1</translation>
    </message>
    <message>
        <source>Expert with your cards</source>
        <translation>Ekspert med dine kort</translation>
    </message>
    <message>
        <source>The same deal played again with Expert in your seat against the same opponents</source>
        <translation>Den samme kortgivning spillet igen med Ekspert på din plads mod de samme modstandere</translation>
    </message>
    <message>
        <source>Expert is playing your cards</source>
        <translation>Ekspert spiller dine kort</translation>
    </message>
    <message>
        <source>Expert is playing your cards…</source>
        <translation>Ekspert spiller dine kort…</translation>
    </message>
    <message>
        <source>Expert could not play the deal again.</source>
        <translation>Ekspert kunne ikke spille kortgivningen igen.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, your partner</source>
        <translation>%1, din makker</translation>
    </message>
    <message>
        <source>%1, an opponent</source>
        <translation>%1, en modstander</translation>
    </message>
    <message>
        <source>The code for %1: %2</source>
        <translation>Koden til %1: %2</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Invite again</source>
        <translation>Invitér igen</translation>
    </message>
    <message>
        <source>Stop waiting: the computer plays</source>
        <translation>Stop med at vente: computeren spiller</translation>
    </message>
    <message>
        <source>Stop inviting: the computer plays</source>
        <translation>Stop invitationen: computeren spiller</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopieret</translation>
    </message>
</context>
<context>
    <name>ServerFields</name>
    <message>
        <source>Playing at a distance</source>
        <translation>Spil på afstand</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Use the public servers</source>
        <translation>Brug de offentlige servere</translation>
    </message>
    <message>
        <source>Both players must use the same mailbox server. The relay carries the game when the two computers cannot reach each other directly.</source>
        <translation>Begge spillere skal bruge den samme postkasseserver. Relæet bærer spillet, når de to computere ikke kan nå hinanden direkte.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Postkasseserver:</translation>
    </message>
    <message>
        <source>Transit relay:</source>
        <translation>Transitrelæ:</translation>
    </message>
    <message>
        <source>The mailbox server</source>
        <translation>Postkasseserveren</translation>
    </message>
    <message>
        <source>The transit relay</source>
        <translation>Transitrelæet</translation>
    </message>
    <message>
        <source>%1 has a port beyond 1-65535.</source>
        <translation>%1 har en port uden for 1-65535.</translation>
    </message>
    <message>
        <source>The mailbox server is written ws://HOST:PORT/v1 (or wss://…).</source>
        <translation>Postkasseserveren skrives ws://VÆRT:PORT/v1 (eller wss://…).</translation>
    </message>
    <message>
        <source>The transit relay is written tcp:HOST:PORT, or left empty for none.</source>
        <translation>Transitrelæet skrives tcp:VÆRT:PORT, eller lades tomt for intet.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Med det samme</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Efter værdi</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Efter kulør</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blåt gitter</translation>
    </message>
    <message>
        <source>Red rosettes</source>
        <translation>Røde rosetter</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationshastighed:</translation>
    </message>
    <message>
        <source>Step through the computer&apos;s turn (it waits for a key or click before each move)</source>
        <translation>Følg computerens tur skridt for skridt (den venter på en tast eller et klik før hvert træk)</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Store</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Ekstra store</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstørrelse:</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Firfarvede kulører (♠ sort, ♥ rød, ♦ blå, ♣ grøn)</translation>
    </message>
    <message>
        <source>High contrast (dark text on a light table, thicker outlines)</source>
        <translation>Høj kontrast (mørk tekst på lyst bord, tykkere kanter)</translation>
    </message>
    <message>
        <source>Sort the hand:</source>
        <translation>Sortér hånden:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortenes bagside:</translation>
    </message>
    <message>
        <source>Default opponent level:</source>
        <translation>Modstanderens standardniveau:</translation>
    </message>
    <message>
        <source>Expert looks ahead and answers within a second</source>
        <translation>Ekspert regner frem og svarer inden for et sekund</translation>
    </message>
    <message>
        <source>Tip uses:</source>
        <translation>Tip bruger:</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Standardspil:</translation>
    </message>
    <message>
        <source>Ask before a new game ends the match in progress</source>
        <translation>Spørg, før et nyt spil afbryder partiet i gang</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Bekræftelser:</translation>
    </message>
    <message>
        <source>For the first three matches</source>
        <translation>I de første tre partier</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>Before a discard that lets the next player take a big pile, or a costly way of going out, the game says so once</source>
        <translation>Før et kast, der lader næste spiller tage en stor kastebunke, eller før du går ud på en dyr måde, siger spillet det én gang</translation>
    </message>
    <message>
        <source>Teaching hints:</source>
        <translation>Gode råd undervejs:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprog:</translation>
    </message>
    <message>
        <source>A new language applies at once.</source>
        <translation>Et nyt sprog gælder med det samme.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Last move:</source>
        <translation>Sidste træk:</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Sidste træk</translation>
    </message>
    <message>
        <source>Read-only: another copy of Canasta owns your saves. Nothing played here is saved.</source>
        <translation>Skrivebeskyttet: en anden kopi af Canasta ejer dine gemte spil. Intet, der spilles her, bliver gemt.</translation>
    </message>
    <message>
        <source>First meld</source>
        <translation>Første melding</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <source>one round</source>
        <translation>én runde</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Mål: %1</translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n round(s)</source>
        <translation>
            <numerusform>Spillet er slut efter %n runde</numerusform>
            <numerusform>Spillet er slut efter %n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Husregler: %1</translation>
    </message>
    <message>
        <source>Made from %1; it differs in:</source>
        <translation>Lavet ud fra %1; forskellen er:</translation>
    </message>
    <message>
        <source>As %1.</source>
        <translation>Som %1.</translation>
    </message>
    <message>
        <source>Help ▸ Rules (F1) has them all.</source>
        <translation>Hjælp ▸ Regler (F1) har dem alle.</translation>
    </message>
    <message>
        <source>Time is up: the match ends after this round</source>
        <translation>Tiden er gået: kampen slutter efter denne runde</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Tid tilbage: %1</translation>
    </message>
    <message>
        <source>First meld: done</source>
        <translation>Første melding: klaret</translation>
    </message>
    <message>
        <source>First meld needs %1</source>
        <translation>Første melding kræver %1</translation>
    </message>
</context>
<context>
    <name>SlowDiskQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) are not saved yet.</source>
        <translation>
            <numerusform>%n træk er ikke gemt endnu.</numerusform>
            <numerusform>%n træk er ikke gemt endnu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk does not answer (a network folder that went away?). Wait for it: the game saves them as soon as it answers, then closes. Or quit now and lose them: the game goes on from its last save next time.</source>
        <translation>Disken svarer ikke (en netværksmappe, der er forsvundet?). Vent på den: spillet gemmer dem, så snart den svarer, og lukker så. Eller afslut nu og mist dem: næste gang fortsætter spillet fra det sidst gemte.</translation>
    </message>
    <message>
        <source>Wait for the disk</source>
        <translation>Vent på disken</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Afslut og mist dem</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>rank of suit</comment>
        <translation>%1 af %2</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, valgt</translation>
    </message>
    <message>
        <source>%1, card %2 of %3 in your hand</source>
        <translation>%1, kort %2 af %3 på hånden</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Din hånd er tom</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Bunken: %n kort</numerusform>
            <numerusform>Bunken: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Kastebunken: tom</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Kastebunken: %n kort</numerusform>
            <numerusform>Kastebunken: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>frosset</translation>
    </message>
    <message>
        <source>blocked by a black 3</source>
        <translation>spærret af en sort 3&apos;er</translation>
    </message>
    <message>
        <source>locked for you: you have a meld of this rank</source>
        <translation>låst for dig: du har en melding af den værdi</translation>
    </message>
    <message>
        <source>top %1</source>
        <translation>øverst %1</translation>
    </message>
    <message>
        <source>New-meld area: empty; press Enter to put the selected cards here</source>
        <translation>Feltet til nye meldinger: tomt; tryk Enter for at lægge de valgte kort her</translation>
    </message>
    <message>
        <source>New-meld area: %1</source>
        <translation>Feltet til nye meldinger: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your meld of %1: %n card(s)</source>
        <translation>
            <numerusform>Din melding af %1: %n kort</numerusform>
            <numerusform>Din melding af %1: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, a canasta</source>
        <translation>%1, en canasta</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kort valgt</numerusform>
            <numerusform>%n kort valgt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Nulstil statistik…</translation>
    </message>
    <message>
        <source>The last %1 matches: how far ahead or behind you finished</source>
        <translation>De sidste %1 partier: hvor langt foran eller bagud du sluttede</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Efter computerens niveau</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Efter spil</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Færdige partier</translation>
    </message>
    <message numerus="yes">
        <source>%n older match(es) are counted above but no longer listed.</source>
        <translation>
            <numerusform>%n ældre parti tælles med ovenfor, men står ikke længere på listen.</numerusform>
            <numerusform>%n ældre partier tælles med ovenfor, men står ikke længere på listen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Ingen færdige partier endnu.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Spillede partier</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vundne partier</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Sejre i træk lige nu</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Flest sejre i træk</translation>
    </message>
    <message>
        <source>Abandoned matches</source>
        <translation>Opgivne partier</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Spillede runder</translation>
    </message>
    <message>
        <source>Best round score</source>
        <translation>Flest point i en runde</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>Gennemsnit pr. runde</translation>
    </message>
    <message numerus="yes">
        <source>(%n in the match in progress)</source>
        <translation>
            <numerusform>(%n i det igangværende parti)</numerusform>
            <numerusform>(%n i det igangværende parti)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spillede</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundne</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Vundne %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Opponent level</source>
        <translation>Modstanderens niveau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Slutstilling</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>%1, at another computer</source>
        <comment>the level of a match joined by code at another&apos;s table</comment>
        <translation>%1, ved en anden computer</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a match&apos;s result: replaced by a new match before it ended</comment>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>a match&apos;s result</comment>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>a match&apos;s result</comment>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Delete all statistics and the list of finished matches? This cannot be undone here (the previous file is kept as a backup).</source>
        <translation>Vil du slette al statistik og listen over færdige partier? Det kan ikke fortrydes her (den forrige fil gemmes som sikkerhedskopi).</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistikken kunne ikke gemmes: %1</translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message>
        <source>The match is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>%1 waits until you close the welcome box (Got it, or Esc).</source>
        <translation>%1 venter, til du lukker velkomstboksen (Forstået eller Esc).</translation>
    </message>
    <message>
        <source>Press a key or click the table to let %1 move.</source>
        <translation>Tryk på en tast eller klik på bordet for at lade %1 spille.</translation>
    </message>
    <message>
        <source>%1 is answering…</source>
        <translation>%1 svarer…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spiller…</translation>
    </message>
    <message>
        <source>%1 asks you: may I go out? Answer yes or no.</source>
        <translation>%1 spørger dig: Må jeg gå ud? Svar ja eller nej.</translation>
    </message>
    <message>
        <source>First go-around: nobody melds yet. Discard one card.</source>
        <translation>Første omgang: ingen melder endnu. Kast et kort.</translation>
    </message>
    <message>
        <source>The stock is empty: you must take the pile.</source>
        <translation>Bunken er tom: du skal tage kastebunken.</translation>
    </message>
    <message>
        <source>The stock is empty and you cannot take the pile: end the round.</source>
        <translation>Bunken er tom, og du kan ikke tage kastebunken: afslut runden.</translation>
    </message>
    <message>
        <source>The stock is empty: take the pile or end the round.</source>
        <translation>Bunken er tom: tag kastebunken, eller afslut runden.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n card(s).</source>
        <translation>
            <numerusform>Din tur: træk %n kort.</numerusform>
            <numerusform>Din tur: træk %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n card(s) or take the pile.</source>
        <translation>
            <numerusform>Din tur: træk %n kort, eller tag kastebunken.</numerusform>
            <numerusform>Din tur: træk %n kort, eller tag kastebunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>New melds wait in the new-meld area: press Meld to lay them, or discard.</source>
        <translation>Nye meldinger venter i feltet for nye meldinger: tryk på Meld for at lægge dem ud, eller kast.</translation>
    </message>
    <message>
        <source>The new melds cannot be laid yet: add cards, Undo, or discard (they go back to your hand).</source>
        <translation>De nye meldinger kan ikke lægges ud endnu: læg flere kort til, Fortryd, eller kast (så kommer de tilbage på hånden).</translation>
    </message>
    <message>
        <source>Meld or add to your melds, then discard one card.</source>
        <translation>Meld, eller læg til dine meldinger, og kast så ét kort.</translation>
    </message>
    <message>
        <source>To take the pile you need these cards too: press Take pile, change them, or Undo.</source>
        <translation>For at tage kastebunken skal du også bruge disse kort: tryk på Tag bunken, ret dem, eller Fortryd.</translation>
    </message>
    <message>
        <source>These cards do not take the pile: drag cards in or out, or Undo.</source>
        <translation>Disse kort kan ikke tage kastebunken: træk kort ind eller ud, eller Fortryd.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>Vent: det er %1, der har turen.</translation>
    </message>
</context>
<context>
    <name>StepsEditor</name>
    <message>
        <source>Add row</source>
        <translation>Tilføj række</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Fjern række</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>The card table. Tab and Shift+Tab move between your hand, the stock, the pile, the new-meld area and your melds; Left and Right move over the cards, Home and End to the first and the last card; Enter or Space selects a card or acts on the place.</source>
        <translation>Kortbordet. Tab og Skift+Tab går mellem din hånd, bunken, kastebunken, feltet til nye meldinger og dine meldinger; Venstre og Højre går hen over kortene, Home og End til det første og det sidste kort; Enter eller Mellemrum vælger et kort eller handler på stedet.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Drop the cards on a meld, the new-meld area or the discard pile.</source>
        <translation>Slip kortene på en melding, feltet for nye meldinger eller kastebunken.</translation>
    </message>
    <message>
        <source>%1: melds</source>
        <translation>%1: meldinger</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Ingen meldinger endnu</translation>
    </message>
    <message>
        <source>natural</source>
        <comment>a natural canasta</comment>
        <translation>ren</translation>
    </message>
    <message>
        <source>mixed</source>
        <comment>a mixed canasta</comment>
        <translation>blandet</translation>
    </message>
    <message>
        <source>wild cards</source>
        <comment>a canasta of wild cards only</comment>
        <translation>vilde kort</translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation>Frossen</translation>
    </message>
    <message>
        <source>Blocked by a black 3</source>
        <translation>Spærret af en sort 3&apos;er</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Spærret</translation>
    </message>
    <message>
        <source>Locked for you: you have a meld of this rank</source>
        <translation>Låst for dig: du har en melding af den værdi</translation>
    </message>
    <message>
        <source>Locked for you</source>
        <translation>Låst for dig</translation>
    </message>
    <message>
        <source>New melds</source>
        <translation>Nye meldinger</translation>
    </message>
    <message>
        <source>First meld: %1 / %2</source>
        <translation>Første melding: %1 / %2</translation>
    </message>
    <message>
        <source>Drop cards here to build new melds</source>
        <translation>Læg kort her for at lave nye meldinger</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <comment>the number of cards in the stock</comment>
        <translation>
            <numerusform>Bunken: %n</numerusform>
            <numerusform>Bunken: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pile: %n card(s)</source>
        <translation>
            <numerusform>Kastebunken: %n kort</numerusform>
            <numerusform>Kastebunken: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a computer&apos;s name and level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %n kort</numerusform>
            <numerusform>%1 · %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingText</name>
    <message numerus="yes">
        <source>%1 can add your %3 to their meld of %2 and take the pile of %n card(s) with it.</source>
        <translation>
            <numerusform>Kaster du %3, kan %1 lægge det til sin melding af %2 og tage kastebunken med %n kort.</numerusform>
            <numerusform>Kaster du %3, kan %1 lægge det til sin melding af %2 og tage kastebunken med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on top, %1 can take the pile of %n card(s).</source>
        <translation>
            <numerusform>%1 har sandsynligvis et par %2 (ud fra de kort, der er set på bordet): kaster du %3, kan %1 tage kastebunken med %n kort.</numerusform>
            <numerusform>%1 har sandsynligvis et par %2 (ud fra de kort, der er set på bordet): kaster du %3, kan %1 tage kastebunken med %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard anyway</source>
        <translation>Kast alligevel</translation>
    </message>
    <message>
        <source>Going out like this scores %1 points less for your side than going out the way the Tip would. Press Tip to see it.</source>
        <translation>Går du ud på denne måde, får din side %1 point mindre, end hvis du gik ud, som Tip ville gøre det. Tryk på Tip for at se hvordan.</translation>
    </message>
    <message>
        <source>After this move, going out this turn scores %1 points less for your side than the way the Tip would go out. Press Tip to see it.</source>
        <translation>Efter dette træk får din side %1 point mindre ved at gå ud nu, end hvis du gik ud, som Tip ville gøre det. Tryk på Tip for at se hvordan.</translation>
    </message>
    <message>
        <source>Go out anyway</source>
        <translation>Gå ud alligevel</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Gør det alligevel</translation>
    </message>
</context>
<context>
    <name>TipReasonsText</name>
    <message>
        <source>The Tip&apos;s reasons</source>
        <translation>Tippets grunde</translation>
    </message>
    <message>
        <source>The Tip shows what the computer would do in your place, from what you can see: your hand, the table and the cards taken and thrown so far. Its reason in brackets is the one that decided; the rules above say what may be done, these paragraphs why the Tip chose it.</source>
        <translation>Tip viser, hvad computeren ville gøre i dit sted, ud fra det, du kan se: din hånd, bordet og de kort, der er taget og kastet indtil nu. Grunden i parentes er den, der afgjorde det; reglerne ovenfor siger, hvad man må, disse afsnit, hvorfor Tip valgte det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pile is not worth taking:&lt;/b&gt; the pile may be taken, but the Tip weighs what taking it brings (its cards, what they meld with your hand, how near they bring a canasta) against the cards a draw from the stock brings, and drawing comes out ahead. A small pile of cards you cannot use seldom pays for the cards from your hand that are laid with its top card.</source>
        <translation>&lt;b&gt;Kastebunken er ikke værd at tage:&lt;/b&gt; kastebunken må godt tages, men Tip vejer, hvad den giver (dens kort, hvad de kan meldes med din hånd, hvor tæt de bringer en canasta), mod de kort, et træk fra bunken giver, og trækket vinder. En lille kastebunke af kort, du ikke kan bruge, er sjældent de kort værd fra hånden, der lægges med dens øverste kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The card to discard:&lt;/b&gt; the Tip keeps the cards that build your melds and pairs and throws the one you can best spare: a lone card, or one the next player is unlikely to take the pile with (a rank they threw away themselves, none they have melded, taken or shown a pair of).</source>
        <translation>&lt;b&gt;Kortet, der kastes:&lt;/b&gt; Tip beholder de kort, der bygger dine meldinger og par, og kaster det, du bedst kan undvære: et enligt kort, eller et, som den næste spiller næppe kan tage kastebunken med (en værdi, de selv har kastet, ingen, de har meldt, taget eller vist et par af).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Laying points down:&lt;/b&gt; when the opponents have the canastas to go out and few cards left, the cards in your hand may soon count against you, so the Tip melds and discards high cards it would otherwise keep.</source>
        <translation>&lt;b&gt;Point ned på bordet:&lt;/b&gt; når modstanderne har de canastaer, der skal til for at gå ud, og få kort tilbage, kan kortene på din hånd snart tælle imod dig, så Tip melder og kaster høje kort, den ellers ville beholde.</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Your last moves could not be saved.</source>
        <translation>Dine sidste træk kunne ikke gemmes.</translation>
    </message>
    <message>
        <source>If you quit now, they are lost: the game goes on from its last save next time. Free some disk space and keep playing, and the game saves again.</source>
        <translation>Afslutter du nu, går de tabt: næste gang fortsætter spillet fra det sidst gemte. Frigør lidt diskplads og spil videre, så gemmer spillet igen.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Afslut alligevel</translation>
    </message>
</context>
<context>
    <name>WindowButtons</name>
    <message>
        <source>Key: %1</source>
        <translation>Tast: %1</translation>
    </message>
</context>
<context>
    <name>WindowDeal</name>
    <message>
        <source>A deal by code: %1</source>
        <translation>En kortgivning fra en kode: %1</translation>
    </message>
    <message>
        <source>The same cards as for anyone who plays this code with the same rules. Your match waits; this deal is not saved and does not count.</source>
        <translation>De samme kort som for alle, der spiller denne kode med de samme regler. Dit parti venter; denne kortgivning gemmes ikke og tæller ikke med.</translation>
    </message>
</context>
<context>
    <name>WindowGuest</name>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Deltag i et spil…</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Forlad spillet</translation>
    </message>
    <message>
        <source>Leave the game at the host&apos;s table? A computer takes over your seat there.</source>
        <translation>Forlad spillet ved værtens bord? En computer overtager din plads der.</translation>
    </message>
</context>
<context>
    <name>WindowInvite</name>
    <message>
        <source>&amp;Invite…</source>
        <translation>In&amp;vitér…</translation>
    </message>
</context>
<context>
    <name>WindowMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Review a round…</source>
        <translation>&amp;Gennemgå en runde…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>Move &amp;history</source>
        <translation>Spil&amp;historik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Lær at spille…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om Canasta</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>Spil en &amp;kortgivning fra en kode…</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>Tilbage til s&amp;pillet</translation>
    </message>
    <message>
        <source>&amp;Fairness</source>
        <translation>Retfær&amp;dighed</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <source>%1 — %2&apos;s play</source>
        <translation>%1 — %2s spil</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>On the table the better move glows; the cards you played (%1) are framed in red.</source>
        <translation>På bordet lyser det bedre træk; de kort, du spillede (%1), har en rød ramme.</translation>
    </message>
    <message>
        <source>On the table the better move glows: it plays your cards too.</source>
        <translation>På bordet lyser det bedre træk: det spiller også dine kort.</translation>
    </message>
    <message>
        <source>On the table the better move glows.</source>
        <translation>På bordet lyser det bedre træk.</translation>
    </message>
    <message>
        <source>This is a position of the review: press Try again from here to play it, or Back to return.</source>
        <translation>Dette er en stilling fra gennemgangen: tryk på Prøv igen herfra for at spille den, eller Tilbage for at vende tilbage.</translation>
    </message>
    <message>
        <source>Review: decision %1 — %2</source>
        <translation>Gennemgang: beslutning %1 — %2</translation>
    </message>
    <message>
        <source>The position before your decision, as you saw it. Back (Esc) returns.</source>
        <translation>Stillingen før din beslutning, som du så den. Tilbage (Esc) vender tilbage.</translation>
    </message>
    <message>
        <source>Trying again: decision %1</source>
        <translation>Prøver igen: beslutning %1</translation>
    </message>
    <message>
        <source>The same cards as in the round. This game is not saved and not counted.</source>
        <translation>De samme kort som i runden. Dette spil gemmes ikke og tæller ikke med.</translation>
    </message>
    <message>
        <source>You played: %1.</source>
        <translation>Du spillede: %1.</translation>
    </message>
    <message>
        <source>Your move is marked: nothing was clearly better.</source>
        <translation>Dit træk er markeret: intet var klart bedre.</translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Indstillingerne kunne ikke gemmes: %1</translation>
    </message>
</context>
<context>
    <name>WindowStart</name>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Reading your saved match and statistics…</source>
        <translation>Indlæser dit gemte parti og din statistik…</translation>
    </message>
</context>
</TS>
