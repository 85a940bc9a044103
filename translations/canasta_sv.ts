<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name>AbandonQuestion</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be lost.</source>
        <translation>Vill du börja ett nytt spel? Det pågående partiet går förlorat.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Börja ett nytt spel</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spela vidare</translation>
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
        <translation>&lt;h2&gt;Canasta %1&lt;/h2&gt;&lt;p&gt;Canasta mot datorn, med de klassiska reglerna, de danska familjereglerna och Sallingske husregler.&lt;/p&gt;&lt;p&gt;Kort, baksidor och jokrar ritas av spelets egen kod.&lt;/p&gt;&lt;p&gt;MIT-licens.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Take the discard pile, using the selected cards from your hand</source>
        <translation>Ta högen med de valda korten från din hand</translation>
    </message>
    <message>
        <source>Take the discard pile (the game finds the cards from your hand)</source>
        <translation>Ta högen (spelet hittar korten från din hand)</translation>
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
        <translation>Canasta är redan öppet.</translation>
    </message>
    <message>
        <source>Another Canasta window uses the same saved match and statistics. Playing in both would overwrite what one of them saved. You can switch to the open game, or open this one read-only: nothing you play in it is saved.</source>
        <translation>Ett annat Canasta-fönster använder samma sparade parti och samma statistik. Om du spelar i båda skriver det ena fönstret över det som det andra har sparat. Du kan byta till det öppna spelet, eller öppna det här skrivskyddat: inget av det du spelar i det sparas.</translation>
    </message>
    <message>
        <source>Show the open game</source>
        <translation>Visa det öppna spelet</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Öppna skrivskyddat</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
</context>
<context>
    <name>ArchiveText</name>
    <message>
        <source>%1 · %2 · round %3 · abandoned match</source>
        <translation>%1 · %2 · omgång %3 · avbrutet parti</translation>
    </message>
    <message>
        <source>%1 · %2 · round %3</source>
        <translation>%1 · %2 · omgång %3</translation>
    </message>
</context>
<context>
    <name>ButtonTexts</name>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från talongen</translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation>Ta högen</translation>
    </message>
    <message>
        <source>Take the discard pile (with the selected cards, or the game finds them)</source>
        <translation>Ta högen (med de valda korten, eller så hittar spelet dem)</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Mäla</translation>
    </message>
    <message>
        <source>Meld the selected cards; several melds can wait in the new-meld area</source>
        <translation>Mäla de valda korten; flera mälningar kan vänta i fältet för nya mälningar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Lägg till</translation>
    </message>
    <message>
        <source>Add the selected cards to your melds</source>
        <translation>Lägg till de valda korten på dina mälningar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Kasta det valda kortet</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Take back this turn&apos;s melds and additions</source>
        <translation>Ta tillbaka turens mälningar och tillägg</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Show what the Expert computer would do (it thinks up to a second)</source>
        <translation>Visa vad datorn på Expert skulle göra (den tänker upp till en sekund)</translation>
    </message>
    <message>
        <source>Show what the Hard computer would do</source>
        <translation>Visa vad datorn på Svår skulle göra</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortera</translation>
    </message>
    <message>
        <source>Sort the hand by rank or by suit</source>
        <translation>Sortera handen efter valör eller färg</translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation>Får jag gå ut?</translation>
    </message>
    <message>
        <source>Ask your partner whether you may go out (after drawing, before melding)</source>
        <translation>Fråga din partner om du får gå ut (efter att du dragit, innan du mäler)</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Ge korten för nästa omgång</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Starta ett nytt spel</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the key of the Draw button</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>T</source>
        <comment>the key of the Take pile button</comment>
        <translation>H</translation>
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
        <translation>Å</translation>
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
        <translation>V</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>Dra %n</numerusform>
            <numerusform>Dra %n</numerusform>
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
        <translation>ess</translation>
    </message>
    <message>
        <source>king</source>
        <comment>card name in a list</comment>
        <translation>kung</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>card name in a list</comment>
        <translation>dam</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>card name in a list</comment>
        <translation>knekt</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no wild ranks</comment>
        <translation>inga</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild cards: they can stand in for any rank in a meld. All other cards from 4 to ace are natural cards.</source>
        <translation>Jokrar och tvåor är vilda kort: de kan ersätta vilken valör som helst i en mälning. Alla andra kort från fyra till ess är naturliga kort.</translation>
    </message>
    <message>
        <source>The 4s and the 2s are wild cards: they can stand in for any rank in a meld. All other cards from 5 to ace are natural cards.</source>
        <translation>Fyrorna och tvåorna är vilda kort: de kan ersätta vilken valör som helst i en mälning. Alla andra kort från femma till ess är naturliga kort.</translation>
    </message>
    <message>
        <source>This game has no wild cards: every card but the 3s is a natural card.</source>
        <translation>Det här spelet har inga vilda kort: alla kort utom treorna är naturliga kort.</translation>
    </message>
    <message>
        <source>The wild cards are the %1: they can stand in for any rank in a meld. Every other card but the 3s is a natural card.</source>
        <translation>De vilda korten är %1: de kan ersätta vilken valör som helst i en mälning. Alla andra kort utom treorna är naturliga kort.</translation>
    </message>
    <message>
        <source>Joker (wild)</source>
        <translation>Joker (vilt kort)</translation>
    </message>
    <message>
        <source>%1 (wild)</source>
        <translation>%1 (vilt kort)</translation>
    </message>
    <message>
        <source>the classic values</source>
        <comment>card points</comment>
        <translation>de klassiska värdena</translation>
    </message>
</context>
<context>
    <name>CautionPrompt</name>
    <message>
        <source>Think twice</source>
        <translation>Tänk efter</translation>
    </message>
    <message>
        <source>Teaching hints can be turned off in Settings.</source>
        <translation>Råd under spelet kan stängas av under Inställningar.</translation>
    </message>
    <message>
        <source>Think again</source>
        <translation>Tänk om</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Chatt</translation>
    </message>
    <message>
        <source>Show or hide the chat</source>
        <translation>Visa eller dölj chatten</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chattmeddelanden</translation>
    </message>
    <message>
        <source>Say: %1</source>
        <translation>Säg: %1</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Skriv ett meddelande…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chattmeddelande</translation>
    </message>
    <message>
        <source>%1: write in the chat; Enter sends, Esc goes back to the table</source>
        <translation>%1: skriv i chatten; Enter skickar, Esc går tillbaka till bordet</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Skicka</translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s)</source>
        <translation>
            <numerusform>%n nytt meddelande</numerusform>
            <numerusform>%n nya meddelanden</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a moment before the next message.</source>
        <translation>Vänta ett ögonblick innan nästa meddelande.</translation>
    </message>
    <message>
        <source>A message is one line of text.</source>
        <translation>Ett meddelande är en rad text.</translation>
    </message>
    <message>
        <source>At most %1 characters.</source>
        <translation>Högst %1 tecken.</translation>
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
        <translation>Lycka till!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <comment>chat phrase</comment>
        <translation>Bra spelat!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <comment>chat phrase</comment>
        <translation>Tack!</translation>
    </message>
    <message>
        <source>One moment!</source>
        <comment>chat phrase</comment>
        <translation>Ett ögonblick!</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <comment>chat phrase</comment>
        <translation>Din tur!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <comment>chat phrase</comment>
        <translation>Hoppsan!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <comment>chat phrase</comment>
        <translation>Tack för spelet!</translation>
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
        <translation>Chatt: %1</translation>
    </message>
    <message>
        <source>Chat, %1 says: %2</source>
        <translation>Chatt, %1 säger: %2</translation>
    </message>
</context>
<context>
    <name>ClassicLessons</name>
    <message>
        <source>Drawing and discarding</source>
        <translation>Dra och kasta</translation>
    </message>
    <message>
        <source>A turn starts with drawing. Click the stock (or press Draw 2): you get two cards.</source>
        <translation>En tur börjar med att dra. Klicka på talongen (eller tryck på Dra 2): du får två kort.</translation>
    </message>
    <message>
        <source>The pile is not for you yet: to take it you need two 9s of your own, and you have one. Draw from the stock instead.</source>
        <translation>Högen är inte din än: för att ta den behöver du två egna nior, och du har bara en. Dra från talongen i stället.</translation>
    </message>
    <message>
        <source>A turn ends with one card on the discard pile. Drag the 4 onto the pile: it fits nothing in your hand.</source>
        <translation>En tur slutar med ett kort på högen. Dra fyran till högen: den passar inte ihop med något på handen.</translation>
    </message>
    <message>
        <source>Keep the cards that can become melds; the lone 4 is the card to let go.</source>
        <translation>Behåll korten som kan bli mälningar; den ensamma fyran är kortet att släppa.</translation>
    </message>
    <message>
        <source>Now the computer draws and discards; its move is written under the table. That is a whole turn: draw, meld if you can, discard. Press Next.</source>
        <translation>Nu drar och kastar datorn; dess drag står under bordet. Det är en hel tur: dra, mäla om du kan, kasta. Tryck på Nästa.</translation>
    </message>
    <message>
        <source>You know how a turn goes.</source>
        <translation>Nu vet du hur en tur går till.</translation>
    </message>
    <message>
        <source>Melds and wild cards</source>
        <translation>Mälningar och vilda kort</translation>
    </message>
    <message>
        <source>You have drawn. A meld is three or more cards of one rank. Select your three 7s and press Meld.</source>
        <translation>Du har dragit. En mälning är tre eller fler kort av samma valör. Markera dina tre sjuor och tryck på Mäla.</translation>
    </message>
    <message>
        <source>First lay the three 7s: three cards of one rank make a meld.</source>
        <translation>Lägg först ut de tre sjuorna: tre kort av samma valör är en mälning.</translation>
    </message>
    <message>
        <source>Jokers and 2s are wild: they stand in for a missing card. Select the two queens and the joker and press Meld.</source>
        <translation>Jokrar och tvåor är vilda: de ersätter ett kort som fattas. Markera de två damerna och jokern och tryck på Mäla.</translation>
    </message>
    <message>
        <source>Two queens are not a meld yet; the joker makes them three. A meld needs at least two natural cards and at most three wild cards.</source>
        <translation>Två damer är ingen mälning än; jokern gör dem till tre. En mälning behöver minst två naturliga kort och högst tre vilda kort.</translation>
    </message>
    <message>
        <source>End the turn: drag the 5 onto the discard pile.</source>
        <translation>Avsluta turen: dra femman till högen.</translation>
    </message>
    <message>
        <source>Discard the 5, the card that fits nothing.</source>
        <translation>Kasta femman, kortet som inte passar ihop med något.</translation>
    </message>
    <message>
        <source>Melds are three or more of a rank; wild cards fill the gaps.</source>
        <translation>En mälning är tre eller fler av samma valör; vilda kort fyller luckorna.</translation>
    </message>
    <message>
        <source>The first meld and its minimum</source>
        <translation>Öppningskravet</translation>
    </message>
    <message>
        <source>Your first meld must be worth at least 50 points: aces 20, kings 10, 6s 5, a 2 20. The kings alone make 30. Select the three kings, both aces and the 2, and press Meld: 90 points together.</source>
        <translation>Din första mälning måste vara värd minst 50 poäng: ess 20, kungar 10, sexor 5, en tvåa 20. Kungarna ensamma ger 30. Markera de tre kungarna, båda essen och tvåan och tryck på Mäla: 90 poäng tillsammans.</translation>
    </message>
    <message>
        <source>Melds laid in the same turn count together: put the kings and the aces with the 2 down at once to reach 50.</source>
        <translation>Mälningar som läggs ut i samma tur räknas ihop: lägg ut kungarna och essen med tvåan på en gång för att nå 50.</translation>
    </message>
    <message>
        <source>90 points: your side has melded. Now drag the 4 onto the discard pile.</source>
        <translation>90 poäng: ni har öppnat. Dra nu fyran till högen.</translation>
    </message>
    <message>
        <source>Discard the 4: it fits nothing.</source>
        <translation>Kasta fyran: den passar inte ihop med något.</translation>
    </message>
    <message>
        <source>The first meld needs the minimum; after it you meld freely.</source>
        <translation>Första mälningen måste nå öppningskravet; sedan mäler ni fritt.</translation>
    </message>
    <message>
        <source>Taking the pile (and the frozen pile)</source>
        <translation>Att ta högen (och den frusna högen)</translation>
    </message>
    <message>
        <source>The pile is frozen: a wild card lies crosswise in it. A frozen pile can be taken only with a natural pair of its top card. Select your two 8s and click the pile.</source>
        <translation>Högen är frusen: ett vilt kort ligger på tvären i den. En frusen hög kan bara tas med ett naturligt par av det översta kortets valör. Markera dina två åttor och klicka på högen.</translation>
    </message>
    <message>
        <source>The joker cannot help while the pile is frozen: only two natural 8s take it.</source>
        <translation>Jokern kan inte hjälpa så länge högen är frusen: bara två naturliga åttor tar den.</translation>
    </message>
    <message>
        <source>The whole pile is in your hand, and the 8s are melded. Drag the 4 onto the discard pile.</source>
        <translation>Hela högen är på din hand, och åttorna är mälda. Dra fyran till högen.</translation>
    </message>
    <message>
        <source>Discard the 4 you took with the pile.</source>
        <translation>Kasta fyran som du fick med högen.</translation>
    </message>
    <message>
        <source>A big pile is worth taking; a frozen one needs a natural pair.</source>
        <translation>En stor hög är värd att ta; en frusen kräver ett naturligt par.</translation>
    </message>
    <message>
        <source>Canastas, natural and mixed</source>
        <translation>Canastor, rena och blandade</translation>
    </message>
    <message>
        <source>Seven cards of a rank make a canasta. Drag your king onto your six kings: no wild card in it, so it is a natural canasta, 500 points.</source>
        <translation>Sju kort av samma valör är en canasta. Dra din kung till dina sex kungar: inget vilt kort i den, så det är en ren canasta, 500 poäng.</translation>
    </message>
    <message>
        <source>Complete the kings first: the seventh king makes a natural canasta.</source>
        <translation>Gör klart kungarna först: den sjunde kungen ger en ren canasta.</translation>
    </message>
    <message>
        <source>Now select the two 7s and the joker and drag them onto your 7s: seven cards with wild cards in them make a mixed canasta, 300 points.</source>
        <translation>Markera nu de två sjuorna och jokern och dra dem till dina sjuor: sju kort med vilda kort i är en blandad canasta, 300 poäng.</translation>
    </message>
    <message>
        <source>Put all three on the 7s: the two 7s and the joker together make it seven.</source>
        <translation>Lägg alla tre på sjuorna: de två sjuorna och jokern gör dem till sju.</translation>
    </message>
    <message>
        <source>Drag the 5 onto the discard pile.</source>
        <translation>Dra femman till högen.</translation>
    </message>
    <message>
        <source>Discard the 5.</source>
        <translation>Kasta femman.</translation>
    </message>
    <message>
        <source>Natural canasta 500, mixed canasta 300.</source>
        <translation>Ren canasta 500, blandad canasta 300.</translation>
    </message>
    <message>
        <source>Red 3s and black 3s</source>
        <translation>Röda och svarta treor</translation>
    </message>
    <message>
        <source>Draw from the stock. One of the cards is a red 3: it is never held, it goes onto the table at once (100 points) and you get another card for it.</source>
        <translation>Dra från talongen. Ett av korten är en röd trea: den hålls aldrig på handen utan läggs genast på bordet (100 poäng), och du får ett annat kort i stället.</translation>
    </message>
    <message>
        <source>Draw from the stock to see what happens to a red 3.</source>
        <translation>Dra från talongen och se vad som händer med en röd trea.</translation>
    </message>
    <message>
        <source>A black 3 on the pile blocks it: the next player cannot take the pile. Drag your black 3 onto the pile.</source>
        <translation>En svart trea på högen spärrar den: nästa spelare kan inte ta högen. Dra din svarta trea till högen.</translation>
    </message>
    <message>
        <source>Discard the black 3: it is a stop card, and the computer cannot take the pile under it.</source>
        <translation>Kasta den svarta trean: den är ett stoppkort, och datorn kan inte ta högen under den.</translation>
    </message>
    <message>
        <source>The computer had to draw from the stock. Press Next.</source>
        <translation>Datorn fick dra från talongen. Tryck på Nästa.</translation>
    </message>
    <message>
        <source>Red 3s are bonus cards; black 3s block the pile.</source>
        <translation>Röda treor är bonuskort; svarta treor spärrar högen.</translation>
    </message>
    <message>
        <source>Going out and the score sheet</source>
        <translation>Att gå ut och protokollet</translation>
    </message>
    <message>
        <source>To go out you need two canastas. You have one; drag your two 9s onto the 9s to make the second.</source>
        <translation>För att gå ut behöver ni två canastor. Ni har en; dra dina två nior till niorna för att få den andra.</translation>
    </message>
    <message>
        <source>Not yet: with only one canasta you may not go out. Complete the 9s first.</source>
        <translation>Inte än: med bara en canasta får du inte gå ut. Gör klart niorna först.</translation>
    </message>
    <message>
        <source>Now select the three jacks and press Meld.</source>
        <translation>Markera nu de tre knektarna och tryck på Mäla.</translation>
    </message>
    <message>
        <source>Meld the jacks, so only one card is left.</source>
        <translation>Mäla knektarna, så att bara ett kort är kvar.</translation>
    </message>
    <message>
        <source>Go out: drag your last card onto the discard pile.</source>
        <translation>Gå ut: dra ditt sista kort till högen.</translation>
    </message>
    <message>
        <source>Discard the 4 to go out.</source>
        <translation>Kasta fyran för att gå ut.</translation>
    </message>
    <message>
        <source>The score sheet: your melded cards, 500 for each natural canasta, 100 for going out, minus the cards left in the computer&apos;s hand. Press Next deal to close it.</source>
        <translation>Protokollet: dina mälda kort, 500 för varje ren canasta, 100 för att gå ut, minus korten som datorn har kvar på handen. Tryck på Nästa giv för att stänga det.</translation>
    </message>
    <message>
        <source>You went out. That is the whole game!</source>
        <translation>Du gick ut. Så går hela spelet till!</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>Time is up: the round stops here and is scored as it stands.</source>
        <translation>Tiden är ute: omgången stoppas här och räknas som den står.</translation>
    </message>
    <message>
        <source>Time is up: the round stops here and is not counted.</source>
        <translation>Tiden är ute: omgången stoppas här och räknas inte.</translation>
    </message>
    <message>
        <source>The playing time ran out: the round stopped there and is scored as it stands, without a bonus for going out.</source>
        <translation>Speltiden tog slut: omgången stoppades där och räknas som den står, utan bonus för utgång.</translation>
    </message>
    <message>
        <source>The playing time ran out: the round stopped there and is not counted; the scores are those before it.</source>
        <translation>Speltiden tog slut: omgången stoppades där och räknas inte; poängen är de från före omgången.</translation>
    </message>
</context>
<context>
    <name>ComfortMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>&amp;Större kort</translation>
    </message>
    <message>
        <source>&amp;Smaller cards</source>
        <translation>&amp;Mindre kort</translation>
    </message>
    <message>
        <source>&amp;Normal card size</source>
        <translation>&amp;Normal kortstorlek</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tangentbord…</translation>
    </message>
</context>
<context>
    <name>ConditionText</name>
    <message>
        <source>From %1 points before the round, your side&apos;s first meld must include a canasta (seven cards or more), and it must still count the minimum.</source>
        <translation>Från %1 poäng före omgången måste ditt lags första mälning innehålla en canasta (sju kort eller fler), och den måste ändå nå minimikravet.</translation>
    </message>
    <message>
        <source>From %1 points before the round, your first meld must include a canasta (seven cards or more), and it must still count the minimum.</source>
        <translation>Från %1 poäng före omgången måste din första mälning innehålla en canasta (sju kort eller fler), och den måste ändå nå minimikravet.</translation>
    </message>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Ditt lag måste ha %n canasta på bordet för att gå ut, och den måste ligga där innan din tur börjar: du får inte gå ut i den tur då den blev färdig. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
            <numerusform>Ditt lag måste ha %n canastas på bordet för att gå ut, och de måste ligga där innan din tur börjar: du får inte gå ut i den tur då de blev färdiga. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Du måste ha %n canasta på bordet för att gå ut, och den måste ligga där innan din tur börjar: du får inte gå ut i den tur då den blev färdig. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
            <numerusform>Du måste ha %n canastas på bordet för att gå ut, och de måste ligga där innan din tur börjar: du får inte gå ut i den tur då de blev färdiga. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
        </translation>
    </message>
    <message>
        <source>If your side has made no meld at all when the round ends, the red 3s count as minus instead.</source>
        <translation>Har ditt lag inte mälat något alls när omgången slutar räknas de röda treorna i stället som minus.</translation>
    </message>
    <message>
        <source>If you have made no meld at all when the round ends, your red 3s count as minus instead.</source>
        <translation>Har du inte mälat något alls när omgången slutar räknas dina röda treor i stället som minus.</translation>
    </message>
    <message>
        <source>If your side has no canasta when the round ends, the red 3s count as minus instead.</source>
        <translation>Har ditt lag ingen canasta när omgången slutar räknas de röda treorna i stället som minus.</translation>
    </message>
    <message>
        <source>If you have no canasta when the round ends, your red 3s count as minus instead.</source>
        <translation>Har du ingen canasta när omgången slutar räknas dina röda treor i stället som minus.</translation>
    </message>
    <message>
        <source>If you have made no meld at all when the round ends, your red 3s count nothing.</source>
        <translation>Har du inte mälat något alls när omgången slutar räknas dina röda treor ingenting.</translation>
    </message>
    <message>
        <source>If you have no canasta when the round ends, your red 3s count nothing.</source>
        <translation>Har du ingen canasta när omgången slutar räknas dina röda treor ingenting.</translation>
    </message>
    <message>
        <source>If your side has made no meld at all when the round ends, the red 3s count nothing.</source>
        <translation>Har ditt lag inte mälat något alls när omgången slutar räknas de röda treorna ingenting.</translation>
    </message>
    <message>
        <source>If your side has no canasta when the round ends, the red 3s count nothing.</source>
        <translation>Har ditt lag ingen canasta när omgången slutar räknas de röda treorna ingenting.</translation>
    </message>
    <message>
        <source>plus the values of all its melded cards if it has a canasta; without a canasta they count as minus, like the cards in hand;</source>
        <translation>plus värdet av alla lagets mälade kort om laget har en canasta; utan canasta räknas de som minus, liksom korten på handen;</translation>
    </message>
    <message>
        <source>plus the values of all their melded cards if they have a canasta; without a canasta they count as minus, like the cards in hand;</source>
        <translation>plus värdet av alla sina mälade kort om man har en canasta; utan canasta räknas de som minus, liksom korten på handen;</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, the round in progress stops at once and is scored as it stands (melds, canastas and red 3s plus, the cards in hand minus, no bonus for going out), and the match ends, whatever the scores. The table shows the time left.</source>
        <translation>Matchen spelas på tid: när %1 minuters spel har gått stoppas den pågående omgången direkt och räknas som den står (mälningar, canastas och röda treor plus, korten på handen minus, ingen bonus för utgång), och matchen slutar, oavsett poängen. Bordet visar den tid som är kvar.</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, the round in progress stops at once and counts nothing, and the match ends with the scores before it. The table shows the time left.</source>
        <translation>Matchen spelas på tid: när %1 minuters spel har gått stoppas den pågående omgången direkt och räknas inte, och matchen slutar med poängen från före omgången. Bordet visar den tid som är kvar.</translation>
    </message>
    <message>
        <source>The match is played to the clock: once %1 minutes of play have passed, it ends after the round in progress, whatever the scores. The table shows the time left.</source>
        <translation>Matchen spelas på tid: när %1 minuters spel har gått slutar den efter den pågående omgången, oavsett poängen. Bordet visar den tid som är kvar.</translation>
    </message>
    <message>
        <source>plus %1 each time a pile of exactly %2 cards was taken;</source>
        <translation>plus %1 för varje gång en hög på exakt %2 kort togs;</translation>
    </message>
    <message>
        <source>In these rules your side may not take the discard pile while its top card is of a rank your side has melded, whatever the pile and however you would take it: once your side has a meld of 10s, a 10 on top locks the pile for you.</source>
        <translation>Med de här reglerna får ditt lag inte ta högen medan toppkortet har en valör som ditt lag har mälat, hur högen än ser ut och hur du än skulle ta den: när ditt lag har en mälning av tior låser en tia överst högen för er.</translation>
    </message>
    <message>
        <source>In these rules you may not take the discard pile while its top card is of a rank you have melded, whatever the pile and however you would take it: once you have a meld of 10s, a 10 on top locks the pile for you.</source>
        <translation>Med de här reglerna får du inte ta högen medan toppkortet har en valör som du har mälat, hur högen än ser ut och hur du än skulle ta den: när du har en mälning av tior låser en tia överst högen för dig.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile. Nobody must take it: a top card of a rank your side has melded locks it. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>När talongen är slut fortsätter spelet bara så länge spelarna tar högen. Ingen måste ta den: ett toppkort av en valör som ditt lag har mälat låser den. När en spelare inte kan eller vill ta den slutar omgången, och ingen får bonus för utgång. Är talongens sista kort en röd trea slutar omgången direkt.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile. Nobody must take it: a top card of a rank you have melded locks it. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>När talongen är slut fortsätter spelet bara så länge spelarna tar högen. Ingen måste ta den: ett toppkort av en valör som du har mälat låser den. När en spelare inte kan eller vill ta den slutar omgången, och ingen får bonus för utgång. Är talongens sista kort en röd trea slutar omgången direkt.</translation>
    </message>
</context>
<context>
    <name>DealButtons</name>
    <message>
        <source>Expert with your cards, %5 plays: %1 against the opponents (median; from %2 to %3). You: %4.</source>
        <translation>Expert med dina kort, %5 spel: %1 mot motståndarna (median; från %2 till %3). Du: %4.</translation>
    </message>
    <message>
        <source>Points more than the opponents in this round (the round review&apos;s measure). Expert played your cards again and again while the opponents chose differently: one play is one sample of how the round might have gone.</source>
        <translation>Poäng mer än motståndarna i denna omgång (omgångsgenomgångens mått). Expert spelade dina kort om och om igen medan motståndarna valde olika: ett spel är ett exempel på hur omgången kunde ha gått.</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code.</source>
        <translation>Skriv eller klistra in en kod för en giv.</translation>
    </message>
    <message>
        <source>“%1” is not in a deal code: it has only the digits and the letters %2.</source>
        <translation>”%1” finns inte i en kod: den har bara siffrorna och bokstäverna %2.</translation>
    </message>
    <message>
        <source>The check character does not match: the code is not complete yet, a character is mistyped, or two are swapped.</source>
        <translation>Kontrolltecknet stämmer inte: koden är inte färdigskriven, ett tecken är felskrivet eller två har bytt plats.</translation>
    </message>
    <message>
        <source>The code has the wrong length for a deal: a character is missing or one too many.</source>
        <translation>Koden har fel längd: ett tecken saknas eller ett är för mycket.</translation>
    </message>
    <message>
        <source>This code was made by a newer version of Canasta.</source>
        <translation>Den här koden gjordes av en nyare version av Canasta.</translation>
    </message>
    <message>
        <source>The rules differ: this code is for house rules that this computer does not have (%1). Import them first (New game ▸ House rules…).</source>
        <translation>Reglerna skiljer sig åt: koden gäller husregler som inte finns på den här datorn (%1). Importera dem först (Nytt spel ▸ Husregler…).</translation>
    </message>
    <message>
        <source>The code does not make a deal under its rules.</source>
        <translation>Koden ger ingen giv enligt sina regler.</translation>
    </message>
</context>
<context>
    <name>DealWindow</name>
    <message>
        <source>The deal — %1</source>
        <translation>Given — %1</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>Kod för given:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Kod för given</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Kopiera koden</translation>
    </message>
    <message>
        <source>Anyone who plays this code with the same rules (Game ▸ Play a deal by code…) gets these very cards in these very places.</source>
        <translation>Alla som spelar den här koden med samma regler (Spel ▸ Spela en giv från en kod…) får exakt samma kort på samma ställen.</translation>
    </message>
    <message>
        <source>The upcard</source>
        <translation>Det vända kortet</translation>
    </message>
    <message>
        <source>The stock, in the order it is drawn (the next card first)</source>
        <translation>Talongen, i den ordning den dras (nästa kort först)</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>Som text</translation>
    </message>
    <message>
        <source>The deal as text</source>
        <translation>Given som text</translation>
    </message>
    <message>
        <source>Red 3s laid at the deal:</source>
        <translation>Röda treor utlagda vid given:</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (given)</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Kod för given: %1</translation>
    </message>
    <message>
        <source>Red 3s laid at the deal: %1</source>
        <translation>Röda treor utlagda vid given: %1</translation>
    </message>
    <message>
        <source>The upcard: %1</source>
        <translation>Det vända kortet: %1</translation>
    </message>
    <message>
        <source>The stock, in the order it is drawn (the next card first):</source>
        <translation>Talongen, i den ordning den dras (nästa kort först):</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopierad</translation>
    </message>
</context>
<context>
    <name>DiskWait</name>
    <message numerus="yes">
        <source>Waiting for the disk to save %n move(s); the game closes once they are saved. Close it again to quit without them.</source>
        <translation>
            <numerusform>Väntar på att disken ska spara %n drag; spelet stänger när det är sparat. Stäng igen för att avsluta utan det.</numerusform>
            <numerusform>Väntar på att disken ska spara %n drag; spelet stänger när de är sparade. Stäng igen för att avsluta utan dem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Fairness</source>
        <translation>Rättvisa</translation>
    </message>
</context>
<context>
    <name>FairnessText</name>
    <message>
        <source>Fairness</source>
        <translation>Rättvisa</translation>
    </message>
    <message>
        <source>How the cards are shuffled</source>
        <translation>Så blandas korten</translation>
    </message>
    <message>
        <source>When a match starts, the game asks the operating system for a random number: the match&apos;s &lt;i&gt;seed&lt;/i&gt;. Every deal of the match gets its own seed from it, and each deal is shuffled by a seeded random generator (the Mersenne Twister that comes with Python), which puts every card in a random place. Then the cards are dealt one at a time, as at a real table, starting left of the dealer.</source>
        <translation>När ett spel börjar ber spelet operativsystemet om ett slumptal: spelets &lt;i&gt;frö&lt;/i&gt;. Varje giv i spelet får sitt eget frö ur det, och varje giv blandas av en slumpgenerator som startas av fröet (den Mersenne Twister som följer med Python), som lägger varje kort på en slumpvis plats. Sedan delas korten ut ett i taget, som vid ett riktigt bord, med början till vänster om givaren.</translation>
    </message>
    <message>
        <source>Nobody chooses the seed, not the game and not a computer player, and the shuffle does not look at who is playing or how the match stands. The same seed always gives the same deal, on every computer: that is what makes a deal code possible.</source>
        <translation>Ingen väljer fröet, varken spelet eller en datorspelare, och blandningen tittar inte på vem som spelar eller hur spelet står. Samma frö ger alltid samma giv, på varje dator: det är det som gör en kod för given möjlig.</translation>
    </message>
    <message>
        <source>No computer level sees a hidden card</source>
        <translation>Ingen datornivå ser ett dolt kort</translation>
    </message>
    <message>
        <source>A computer player is never given the game itself. Before each of its moves it gets a &lt;i&gt;view&lt;/i&gt;: exactly what a person in its seat could know — its own hand, the melds, the top of the discard pile and the cards under it that everybody saw, how many cards each player holds — and nothing else. The other hands and the order of the stock are not in the view at all.</source>
        <translation>En datorspelare får aldrig själva spelet. Före vart och ett av sina drag får den en &lt;i&gt;vy&lt;/i&gt;: exakt det en person på dess plats kunde veta — sin egen hand, meldningarna, högens översta kort och de kort under det som alla såg, hur många kort varje spelare har — och inget annat. De andras händer och talongens ordning finns inte alls i vyn.</translation>
    </message>
    <message>
        <source>Easy, Medium and Hard decide from the view alone.</source>
        <translation>Lätt, Medel och Svår bestämmer utifrån vyn ensam.</translation>
    </message>
    <message>
        <source>Expert plays many possible rounds ahead before it moves, but it deals the hidden cards for them itself, at random, from what the view allows: it guesses, as a person does.</source>
        <translation>Expert spelar många möjliga omgångar till slut innan den drar, men de dolda korten i dem delar den ut själv, slumpvis, utifrån vad vyn tillåter: den gissar, som en person gör.</translation>
    </message>
    <message>
        <source>The game&apos;s own tests prove it: they deal the hidden cards differently, again and again, and check that no level ever makes another move because of it.</source>
        <translation>Spelets egna tester bevisar det: de delar ut de dolda korten annorlunda, om och om igen, och kontrollerar att ingen nivå någonsin gör ett annat drag av den anledningen.</translation>
    </message>
    <message>
        <source>What the deal code is for</source>
        <translation>Vad koden för given är till för</translation>
    </message>
    <message>
        <source>After a round, the score sheet&apos;s “Show the deal” lays the deal open: every hand as it was dealt, the order of the stock, and the deal&apos;s code, a short text such as 0AZC-A7DP-DW86-XAZH-000H. It names the rules, the seed, the dealer and the scores before the round. Give it to a friend: with Game ▸ Play a deal by code… they get the very same cards in the very same places, so you can compare how you played them. A deal played by code never counts in the statistics, and the match in progress waits for it exactly as it is.</source>
        <translation>Efter en omgång visar protokollets ”Visa given” given öppet: varje hand som den gavs, talongens ordning och givens kod, en kort text som 0AZC-A7DP-DW86-XAZH-000H. Den anger reglerna, fröet, givaren och poängen före omgången. Ge den till en vän: med Spel ▸ Spela en giv från en kod… får vännen exakt samma kort på samma ställen, så att ni kan jämföra hur ni spelade dem. En giv som spelas från en kod räknas aldrig i statistiken, och spelet som pågår väntar på den precis som det är.</translation>
    </message>
    <message>
        <source>The last character checks the others: a mistyped character, or two neighbours swapped, is found at once. The letters I, L and O are read as 1, 1 and 0.</source>
        <translation>Det sista tecknet kontrollerar de andra: ett felskrivet tecken, eller två grannar som bytt plats, upptäcks genast. Bokstäverna I, L och O läses som 1, 1 och 0.</translation>
    </message>
</context>
<context>
    <name>FamilyLessons</name>
    <message>
        <source>Family rules: the first go-around</source>
        <translation>Familjereglerna: första varvet</translation>
    </message>
    <message>
        <source>In the family rules everybody only draws and discards in the first round of turns. Click the stock to draw two cards.</source>
        <translation>Enligt familjereglerna drar och kastar alla bara under första varvet. Klicka på talongen för att dra två kort.</translation>
    </message>
    <message>
        <source>Draw from the stock: in the first go-around nobody takes the pile.</source>
        <translation>Dra från talongen: under första varvet tar ingen högen.</translation>
    </message>
    <message>
        <source>You hold three aces, but nobody melds in the first go-around. Drag the 5 onto the discard pile.</source>
        <translation>Du har tre ess, men ingen mäler under första varvet. Dra femman till högen.</translation>
    </message>
    <message>
        <source>Keep the aces for later: in the first go-around nobody may meld.</source>
        <translation>Spara essen till senare: under första varvet får ingen mäla.</translation>
    </message>
    <message>
        <source>Everybody has had a turn: now you may meld. Draw from the stock.</source>
        <translation>Alla har haft en tur: nu får du mäla. Dra från talongen.</translation>
    </message>
    <message>
        <source>Draw first; then meld.</source>
        <translation>Dra först; mäla sedan.</translation>
    </message>
    <message>
        <source>Select the three aces and press Meld: 60 points, enough for the first meld.</source>
        <translation>Markera de tre essen och tryck på Mäla: 60 poäng, nog för öppningskravet.</translation>
    </message>
    <message>
        <source>Meld the three aces now that the first go-around is over.</source>
        <translation>Mäla de tre essen nu när första varvet är över.</translation>
    </message>
    <message>
        <source>The first go-around: draw and discard only.</source>
        <translation>Första varvet: bara dra och kasta.</translation>
    </message>
    <message>
        <source>Family rules: wild cards stay in the game</source>
        <translation>Familjereglerna: vilda kort stannar i spelet</translation>
    </message>
    <message>
        <source>In the family rules a meld needs more natural cards than wild cards. Select the three queens and one 2 and press Meld.</source>
        <translation>Enligt familjereglerna behöver en mälning fler naturliga kort än vilda kort. Markera de tre damerna och en tvåa och tryck på Mäla.</translation>
    </message>
    <message>
        <source>Meld the three queens with one 2: three naturals, one wild card.</source>
        <translation>Mäla de tre damerna med en tvåa: tre naturliga, ett vilt kort.</translation>
    </message>
    <message>
        <source>A wild card may never be discarded in the family rules. Drag the 9 onto the pile.</source>
        <translation>Enligt familjereglerna får ett vilt kort aldrig kastas. Dra nian till högen.</translation>
    </message>
    <message>
        <source>In the family rules jokers and 2s are never discarded: keep the 2 for a meld.</source>
        <translation>Enligt familjereglerna kastas jokrar och tvåor aldrig: spara tvåan till en mälning.</translation>
    </message>
    <message>
        <source>No wild discards, and more naturals than wild cards in every meld.</source>
        <translation>Inga vilda kort på högen, och fler naturliga än vilda kort i varje mälning.</translation>
    </message>
</context>
<context>
    <name>FirstRunHint</name>
    <message>
        <source>Welcome to Canasta!</source>
        <translation>Välkommen till Canasta!</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Uppfattat</translation>
    </message>
    <message>
        <source>Learn to play: a guided first game</source>
        <translation>Lär dig spela: ett första parti med vägledning</translation>
    </message>
    <message>
        <source>Follow the computer&apos;s turns step by step (it waits for a key or click)</source>
        <translation>Följ datorns tur steg för steg (den väntar på en tangent eller ett klick)</translation>
    </message>
    <message>
        <source>Short lessons on the real table; your match waits until you leave</source>
        <translation>Korta lektioner vid det riktiga bordet; ditt parti väntar tills du går tillbaka</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Delta i ett spel…</translation>
    </message>
    <message>
        <source>Sit at a family member&apos;s table on another computer, with the code they give you</source>
        <translation>Sätt dig vid en familjemedlems bord på en annan dator, med koden som de ger dig</translation>
    </message>
    <message>
        <source>You play against the computer (%2): %1. Game ▸ New game… picks another game or level.</source>
        <translation>Du spelar mot datorn (%2): %1. Spel ▸ Nytt spel… väljer ett annat spel eller en annan nivå.</translation>
    </message>
    <message>
        <source>Start your turn by drawing: click the stock or press %1, or take the discard pile with %2.</source>
        <translation>Börja din tur med att dra: klicka på talongen eller tryck på %1, eller ta högen med %2.</translation>
    </message>
    <message>
        <source>Or click cards to select them and press %1, %2 or %3.</source>
        <translation>Eller klicka på korten för att välja dem och tryck på %1, %2 eller %3.</translation>
    </message>
    <message>
        <source>Stuck? %1 shows what the computer would do; Help ▸ Rules explains the game.</source>
        <translation>Kör du fast? %1 visar vad datorn skulle göra; Hjälp ▸ Regler förklarar spelet.</translation>
    </message>
    <message>
        <source>Esc, Got it or your first move closes this box.</source>
        <translation>Esc, Uppfattat eller ditt första drag stänger den här rutan.</translation>
    </message>
    <message>
        <source>Drag cards from your hand to the new-meld area to meld, onto your melds to add to them, and one card onto the discard pile to end your turn.</source>
        <translation>Dra kort från handen till fältet för nya mälningar för att mäla, till dina mälningar för att lägga till, och ett kort till högen för att avsluta din tur.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>The rounds for the review could not be saved: %1</source>
        <translation>Omgångarna för genomgången kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>The file of earlier rounds for the review was damaged; it was kept aside and a new one started.</source>
        <translation>Filen med tidigare omgångar för genomgången var skadad; den har lagts undan och en ny har påbörjats.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistiken kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>The finished match is kept and goes into the statistics as soon as there is room.</source>
        <translation>Den avslutade matchen är sparad och förs in i statistiken så snart det finns plats.</translation>
    </message>
    <message>
        <source>The finished match is now in the statistics.</source>
        <translation>Den avslutade matchen finns nu i statistiken.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
    <message>
        <source>Select the cards to add to this meld first.</source>
        <translation>Välj först korten som ska läggas till den här mälningen.</translation>
    </message>
    <message>
        <source>Select cards, then put them here to build new melds.</source>
        <translation>Välj kort och lägg dem sedan här för att bygga nya mälningar.</translation>
    </message>
    <message>
        <source>%1 Add cards to the new-meld area, take them back (Undo), or discard (they go back to your hand).</source>
        <translation>%1 Lägg fler kort i fältet för nya mälningar, ta tillbaka dem (Ångra) eller kasta (då går de tillbaka till handen).</translation>
    </message>
    <message>
        <source>The cards from the new-meld area went back to your hand first. %1</source>
        <translation>Korten från fältet för nya mälningar gick först tillbaka till handen. %1</translation>
    </message>
    <message>
        <source>Select the cards to add first.</source>
        <translation>Välj först korten som ska läggas till.</translation>
    </message>
    <message>
        <source>Select exactly one card to discard.</source>
        <translation>Välj exakt ett kort att kasta.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Inte nu.</translation>
    </message>
    <message>
        <source>Select the cards to meld first.</source>
        <translation>Välj först korten som ska mälas.</translation>
    </message>
    <message>
        <source>Drag the stock&apos;s card to your hand.</source>
        <translation>Dra kortet från talongen till din hand.</translation>
    </message>
    <message>
        <source>Drag the pile&apos;s top card to your hand or a meld.</source>
        <translation>Dra högens översta kort till din hand eller till en mälning.</translation>
    </message>
    <message>
        <source>Cards never go back to the stock.</source>
        <translation>Kort går aldrig tillbaka till talongen.</translation>
    </message>
    <message>
        <source>These are the opponents&apos; melds: you can add only to your own side&apos;s melds.</source>
        <translation>Det är motståndarnas mälningar: du kan bara lägga till på din egen sidas mälningar.</translation>
    </message>
    <message>
        <source>Discard one card: drag a single card onto the pile.</source>
        <translation>Kasta ett kort: dra ett enda kort till högen.</translation>
    </message>
    <message>
        <source>Cards cannot go there.</source>
        <translation>Kort kan inte läggas där.</translation>
    </message>
    <message>
        <source>%1 chose an illegal move (%2); it plays another.</source>
        <translation>%1 valde ett otillåtet drag (%2); den spelar ett annat.</translation>
    </message>
    <message>
        <source>The computer player %1 failed (%2); it plays a random move.</source>
        <translation>Datorspelaren %1 misslyckades (%2); den spelar ett slumpmässigt drag.</translation>
    </message>
    <message>
        <source>No tip available.</source>
        <translation>Inga tips just nu.</translation>
    </message>
    <message>
        <source>Tip: %1 (%2)</source>
        <translation>Tips: %1 (%2)</translation>
    </message>
    <message>
        <source>Tip: %1</source>
        <translation>Tips: %1</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>dra från talongen</translation>
    </message>
    <message>
        <source>take the pile with %1</source>
        <translation>ta högen med %1</translation>
    </message>
    <message>
        <source>take the pile onto your meld</source>
        <translation>ta högen till din mälning</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>mäla %1</translation>
    </message>
    <message>
        <source>add %1 to your %2</source>
        <translation>lägg %1 till dina %2</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>kasta %1</translation>
    </message>
    <message>
        <source>ask your partner whether you may go out</source>
        <translation>fråga din partner om du får gå ut</translation>
    </message>
    <message>
        <source>end the round</source>
        <translation>avsluta omgången</translation>
    </message>
    <message>
        <source>take the pile: its %1 with %2</source>
        <translation>ta högen: dess %1 med %2</translation>
    </message>
    <message>
        <source>take the pile: its %1 onto your %2</source>
        <translation>ta högen: dess %1 till dina %2</translation>
    </message>
    <message>
        <source>, and meld %1</source>
        <translation>, och mäla %1</translation>
    </message>
</context>
<context>
    <name>GuestBox</name>
    <message>
        <source>At the host&apos;s table</source>
        <translation>Vid värdens bord</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>You play your seat from here; the host&apos;s game holds the match. Your own match waits, and nothing of this game is saved.</source>
        <translation>Du spelar din plats härifrån; värdens spel håller i partiet. Ditt eget parti väntar, och inget av det här spelet sparas.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Lämna spelet</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Tillbaka till ditt spel</translation>
    </message>
    <message>
        <source>Leave the host&apos;s table and go back to your own game</source>
        <translation>Lämna värdens bord och gå tillbaka till ditt eget spel</translation>
    </message>
</context>
<context>
    <name>GuestGame</name>
    <message>
        <source>The game&apos;s server does not answer yet; trying again…</source>
        <translation>Spelets server svarar inte än; försöker igen…</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Väntar på värden…</translation>
    </message>
    <message>
        <source>The code matched: opening the connection…</source>
        <translation>Koden stämde: anslutningen öppnas…</translation>
    </message>
    <message>
        <source>Reaching the game&apos;s server…</source>
        <translation>Kontaktar spelets server…</translation>
    </message>
    <message>
        <source>Connected: waiting for the host&apos;s table…</source>
        <translation>Ansluten: väntar på värdens bord…</translation>
    </message>
    <message>
        <source>That is not an invitation code. A code is a number and words, like 7-guitarist-revenge.</source>
        <translation>Det är ingen inbjudningskod. En kod är ett tal och några ord, till exempel 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>You left the host&apos;s table.</source>
        <translation>Du lämnade värdens bord.</translation>
    </message>
    <message>
        <source>The code did not match. Check it with the host: a code works only once, so the host makes a new one.</source>
        <translation>Koden stämde inte. Kontrollera den med värden: en kod fungerar bara en gång, så värden gör en ny.</translation>
    </message>
    <message>
        <source>Nobody answered on this code. Check the code, or ask the host for a new one.</source>
        <translation>Ingen svarade på den här koden. Kontrollera koden, eller be värden om en ny.</translation>
    </message>
    <message>
        <source>The game&apos;s server could not be reached. Check the internet connection, and that the servers in Settings are the host&apos;s, then try again.</source>
        <translation>Spelets server gick inte att nå. Kontrollera internetanslutningen och att servrarna i Inställningar är värdens, och försök sedan igen.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Värden avslutade spelet.</translation>
    </message>
    <message>
        <source>The connection to the host failed (%1).</source>
        <translation>Anslutningen till värden misslyckades (%1).</translation>
    </message>
    <message>
        <source>The host&apos;s game sent messages this game cannot read, so the connection was ended.</source>
        <translation>Värdens spel skickade meddelanden som det här spelet inte kan läsa, så anslutningen avslutades.</translation>
    </message>
    <message>
        <source>The host plays another version of Canasta (%1): both players need the same version.</source>
        <translation>Värden spelar en annan version av Canasta (%1): båda spelarna behöver samma version.</translation>
    </message>
    <message>
        <source>The host plays another version of Canasta: both players need the same version.</source>
        <translation>Värden spelar en annan version av Canasta: båda spelarna behöver samma version.</translation>
    </message>
    <message>
        <source>Someone else plays this seat already. Ask the host for a new code.</source>
        <translation>Någon annan spelar redan den här platsen. Be värden om en ny kod.</translation>
    </message>
    <message>
        <source>The host&apos;s match is over. Ask the host for a code to the next one.</source>
        <translation>Värdens parti är slut. Be värden om en kod till nästa.</translation>
    </message>
    <message>
        <source>The host&apos;s game turned this game away (%1).</source>
        <translation>Värdens spel avvisade det här spelet (%1).</translation>
    </message>
    <message>
        <source>The line to the host dropped; reconnecting…</source>
        <translation>Anslutningen till värden bröts; ansluter igen…</translation>
    </message>
    <message>
        <source>Connected to the host again.</source>
        <translation>Ansluten till värden igen.</translation>
    </message>
    <message>
        <source>The host did not take this move. Play it again, or another.</source>
        <translation>Värden tog inte emot det här draget. Spela det igen, eller ett annat.</translation>
    </message>
    <message>
        <source>The host did not take this move (%1). Play it again, or another.</source>
        <translation>Värden tog inte emot det här draget (%1). Spela det igen, eller ett annat.</translation>
    </message>
    <message>
        <source>Waiting for the host to play your move…</source>
        <translation>Väntar på att värden spelar ditt drag…</translation>
    </message>
    <message>
        <source>The game at the host&apos;s table has ended.</source>
        <translation>Spelet vid värdens bord är slut.</translation>
    </message>
    <message>
        <source>Waiting for the host to deal the next round…</source>
        <translation>Väntar på att värden delar ut nästa omgång…</translation>
    </message>
    <message>
        <source>The round is over. Waiting for the host&apos;s score…</source>
        <translation>Omgången är slut. Väntar på värdens poäng…</translation>
    </message>
    <message>
        <source>The host&apos;s record of this round does not fit what your table showed; its score will come from the match&apos;s totals.</source>
        <translation>Värdens protokoll över den här omgången stämmer inte med det ditt bord visade; omgångens poäng kommer från partiets ställning.</translation>
    </message>
    <message>
        <source>The host does not allow the Tip in this match.</source>
        <translation>Värden tillåter inte Tips i det här partiet.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>%1&apos;s turn</source>
        <comment>the pass-and-play hand-over: %1 is a name</comment>
        <translation>Turen går till %1</translation>
    </message>
    <message>
        <source>Press when you are ready</source>
        <translation>Tryck när du är redo</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Jag är redo</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite</source>
        <translation>Bjud in</translation>
    </message>
    <message>
        <source>Give each person their code: read it out over the phone, or copy it into a message.</source>
        <translation>Ge varje person sin kod: läs upp den i telefon, eller kopiera in den i ett meddelande.</translation>
    </message>
    <message>
        <source>On the other computer: Game ▸ Join a game…, then type the code.</source>
        <translation>På den andra datorn: Spel ▸ Delta i ett spel…, och skriv sedan in koden.</translation>
    </message>
    <message>
        <source>Closing this window cancels nothing: Game ▸ Invite… shows it again.</source>
        <translation>Att stänga fönstret avbryter ingenting: Spel ▸ Bjud in… visar det igen.</translation>
    </message>
</context>
<context>
    <name>InvitationTexts</name>
    <message>
        <source>Waiting for %1 to type it.</source>
        <translation>Väntar på att %1 skriver in den.</translation>
    </message>
    <message>
        <source>No code: the server could not be reached. Check the network, or the servers in Settings.</source>
        <translation>Ingen kod: servern gick inte att nå. Kontrollera nätverket, eller servrarna under Inställningar.</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>Systemets meddelande: %1</translation>
    </message>
    <message>
        <source>Getting a code for %1…</source>
        <translation>Hämtar en kod åt %1…</translation>
    </message>
    <message>
        <source>The server does not answer yet: trying again…</source>
        <translation>Servern svarar inte än: försöker igen…</translation>
    </message>
    <message>
        <source>Waiting for %1 to type the code.</source>
        <translation>Väntar på att %1 skriver in koden.</translation>
    </message>
    <message>
        <source>%1 typed the code: connecting…</source>
        <translation>%1 har skrivit in koden: ansluter…</translation>
    </message>
    <message>
        <source>%1 joined and plays the seat.</source>
        <translation>%1 är med och spelar platsen.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 joins with the code.</source>
        <translation>Datorn (%2) spelar för %1 tills %1 ansluter med koden.</translation>
    </message>
    <message>
        <source>Not invited: the computer (%2) plays for %1.</source>
        <translation>Inte inbjuden: datorn (%2) spelar för %1.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is lost. The computer (%2) plays for %1 until %1 is back.</source>
        <translation>Anslutningen till %1 har brutits. Datorn (%2) spelar för %1 tills %1 är tillbaka.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s connection is lost. Waiting for it to come back; after %n second(s) the computer (%2) plays for %1, and a new code for %1 shows here (for a game that was closed).</source>
        <translation>
            <numerusform>Anslutningen till %1 har brutits. Väntar på att den kommer tillbaka; efter %n sekund spelar datorn (%2) för %1, och en ny kod för %1 visas här (om spelet stängdes).</numerusform>
            <numerusform>Anslutningen till %1 har brutits. Väntar på att den kommer tillbaka; efter %n sekunder spelar datorn (%2) för %1, och en ny kod för %1 visas här (om spelet stängdes).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s connection is lost.</source>
        <translation>Anslutningen till %1 har brutits.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1.</source>
        <translation>Datorn (%2) spelar för %1.</translation>
    </message>
    <message>
        <source>%1 is not invited: the server could not be reached.</source>
        <translation>%1 är inte inbjuden: servern gick inte att nå.</translation>
    </message>
    <message>
        <source>Waiting for %1 to join.</source>
        <translation>Väntar på att %1 ansluter.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 är tillbaka.</translation>
    </message>
    <message>
        <source>%1 joined the game.</source>
        <translation>%1 har anslutit till spelet.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 har lämnat spelet.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code, which used it up: this is a new one.</source>
        <translation>Någon skrev fel kod, och då är koden förbrukad: här är en ny.</translation>
    </message>
    <message>
        <source>%1 left: this is a new code for %1.</source>
        <translation>%1 gick: här är en ny kod åt %1.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 is back.</source>
        <translation>Datorn (%2) spelar för %1 tills %1 är tillbaka.</translation>
    </message>
    <message>
        <source>The computer (%2) plays for %1 until %1 joins.</source>
        <translation>Datorn (%2) spelar för %1 tills %1 ansluter.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Delta i ett spel</translation>
    </message>
    <message>
        <source>Type the code the host&apos;s game shows for your seat, for example 7-guitarist-revenge. You play from your seat at the host&apos;s table; your own match waits here.</source>
        <translation>Skriv koden som värdens spel visar för din plats, till exempel 7-guitarist-revenge. Du spelar från din plats vid värdens bord; ditt eget parti väntar här.</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Inbjudningskod</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ditt namn vid bordet</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ditt namn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Delta</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tangentbord</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tabb, Skift+Tabb</translation>
    </message>
    <message>
        <source>Move between your hand, the stock, the pile, the new-meld area and your melds (also Down and Up)</source>
        <translation>Gå mellan din hand, talongen, högen, fältet för nya mäld och dina mäld (även Ned och Upp)</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Vänster, Höger</translation>
    </message>
    <message>
        <source>Move over the cards of your hand (elsewhere: the next place)</source>
        <translation>Gå över korten på handen (på andra ställen: till nästa ställe)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>Det första eller det sista kortet på handen</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Mellanslag, Retur</translation>
    </message>
    <message>
        <source>In the hand: select or unselect the card. Elsewhere: act there, as a click does (draw, take the pile, put the selected cards there)</source>
        <translation>På handen: välj kortet eller avmarkera det. På andra ställen: gör samma sak som ett klick (dra, ta högen, lägg de valda korten där)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Retur</translation>
    </message>
    <message>
        <source>On a selected card in the hand: the obvious move with the selected cards (take the pile, add them to your melds, meld them, or discard the one card)</source>
        <translation>På ett valt kort i handen: det självklara draget med de valda korten (ta högen, lägg till dem på dina mälningar, mäla dem eller kasta det enda kortet)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Unselect all cards</source>
        <translation>Avmarkera alla kort</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Take the pile</source>
        <translation>Ta högen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Mäla</translation>
    </message>
    <message>
        <source>Add to a meld</source>
        <translation>Lägg till ett mäld</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Sort the hand</source>
        <translation>Sortera handen</translation>
    </message>
    <message>
        <source>Ask your partner</source>
        <translation>Fråga din partner</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>Why? The rules at the paragraph that explains the last refusal or Tip</source>
        <translation>Varför? Reglerna vid stycket som förklarar varför spelet sa nej senast, eller det senaste tipset</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+−, Ctrl+0</source>
        <translation>Ctrl++, Ctrl+−, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger cards, smaller cards, normal size (also Ctrl + mouse wheel)</source>
        <translation>Större kort, mindre kort, normal storlek (även Ctrl + mushjul)</translation>
    </message>
    <message>
        <source>Show or hide the move history</source>
        <translation>Visa eller dölj draghistoriken</translation>
    </message>
    <message>
        <source>To the move history (Esc: back to the table)</source>
        <translation>Till draghistoriken (Esc: tillbaka till bordet)</translation>
    </message>
    <message>
        <source>Enter, ?</source>
        <translation>Enter, ?</translation>
    </message>
    <message>
        <source>In the move history: why the computer played the chosen turn so</source>
        <translation>I draghistoriken: varför datorn spelade den valda turen så</translation>
    </message>
    <message>
        <source>In the move history: the round review&apos;s judgement of the chosen computer turn, once the round is over</source>
        <translation>I draghistoriken: omgångsgranskningens bedömning av den valda datorturen, när omgången är slut</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Den här listan</translation>
    </message>
    <message>
        <source>Write in the chat (playing with someone at another computer)</source>
        <translation>Skriv i chatten (när du spelar med någon vid en annan dator)</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>Valfri tangent</translation>
    </message>
    <message>
        <source>When the computer waits (step through its turn): let it move</source>
        <translation>När datorn väntar (följ dess tur steg för steg): låt den spela</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spela med tangentbordet</translation>
    </message>
</context>
<context>
    <name>LearnDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>A guided game in short lessons, on the real table, for %1. Your match waits untouched until you leave the lesson.</source>
        <translation>Ett parti med vägledning i korta lektioner vid det riktiga bordet, för %1. Ditt parti väntar orört tills du lämnar lektionen.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektioner</translation>
    </message>
    <message>
        <source>Done: play it again whenever you like</source>
        <translation>Klar: spela den igen när du vill</translation>
    </message>
    <message>
        <source>Play lesson</source>
        <translation>Spela lektionen</translation>
    </message>
</context>
<context>
    <name>LessonBox</name>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nästa</translation>
    </message>
    <message>
        <source>Next l&amp;esson</source>
        <translation>Nästa &amp;lektion</translation>
    </message>
    <message>
        <source>Leave less&amp;on</source>
        <translation>Lämna lek&amp;tionen</translation>
    </message>
    <message>
        <source>Back to your match, exactly as you left it</source>
        <translation>Tillbaka till ditt parti, precis som du lämnade det</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Lektionen är klar</translation>
    </message>
</context>
<context>
    <name>LessonMode</name>
    <message>
        <source>The lesson is finished: press Leave lesson or Next lesson.</source>
        <translation>Lektionen är klar: tryck på Lämna lektionen eller Nästa lektion.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s box, then press Next.</source>
        <translation>Läs lektionsrutan och tryck sedan på Nästa.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Steg %1 av %2</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>Datorn spelar…</translation>
    </message>
    <message>
        <source>Lesson finished: leave the lesson to go back to your match.</source>
        <translation>Lektionen är klar: lämna lektionen för att gå tillbaka till ditt parti.</translation>
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
        <translation>Drag</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of this match cannot be reviewed: the record could not be read (round %1). The match goes on.</source>
        <translation>
            <numerusform>%n omgång i matchen kan inte granskas: dess protokoll kunde inte läsas (omgång %1). Matchen fortsätter.</numerusform>
            <numerusform>%n omgångar i matchen kan inte granskas: deras protokoll kunde inte läsas (omgångarna %1). Matchen fortsätter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your house rules could not be loaded.</source>
        <translation>Dina husregler kunde inte läsas in.</translation>
    </message>
    <message>
        <source>The presets are still there; the damaged file was kept aside.</source>
        <translation>Spelets egna regelverk finns kvar; den skadade filen lades åt sidan.</translation>
    </message>
    <message>
        <source>Your partner asks</source>
        <translation>Din partner frågar</translation>
    </message>
    <message>
        <source>%1 asks: may I go out?</source>
        <translation>%1 frågar: Får jag gå ut?</translation>
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
        <translation>Avsluta omgången</translation>
    </message>
    <message>
        <source>Click for the rule behind this</source>
        <translation>Klicka för att se regeln bakom det</translation>
    </message>
    <message>
        <source>A newer version of Canasta wrote these files. This window is read-only so that they are kept as they are: nothing you play in it is saved.</source>
        <translation>En nyare version av Canasta har skrivit de här filerna. Det här fönstret är skrivskyddat så att de behålls som de är: inget av det du spelar i det sparas.</translation>
    </message>
    <message>
        <source>A lock file in a bad state was found and kept aside as %1; this window now owns the data.</source>
        <translation>En låsfil i dåligt skick hittades och lades undan som %1; det här fönstret äger nu datan.</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>systemet angav inget skäl</translation>
    </message>
    <message>
        <source>The data folder %1 could not be locked (%2), so this window is read-only: nothing you play in it is saved. To play with saves, make room there, or start Canasta with %3 set to a folder it can write in.</source>
        <translation>Datamappen %1 kunde inte låsas (%2), så det här fönstret är skrivskyddat: inget du spelar i det sparas. För att spela med sparade spel, frigör utrymme där eller starta Canasta med %3 satt till en mapp den kan skriva i.</translation>
    </message>
</context>
<context>
    <name>MarginChart</name>
    <message>
        <source>The expected round margin after each of your decisions; costly ones are marked. Left and right choose a decision.</source>
        <translation>Den förväntade poängskillnaden i omgången efter vart och ett av dina beslut; de dyra är markerade. Vänster och höger väljer ett beslut.</translation>
    </message>
    <message>
        <source>Margin chart</source>
        <translation>Kurva över poängskillnaden</translation>
    </message>
</context>
<context>
    <name>MatchOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Du vann partiet!</translation>
    </message>
    <message>
        <source>%1 won the match.</source>
        <translation>%1 vann partiet.</translation>
    </message>
    <message>
        <source>Final score:</source>
        <translation>Slutställning:</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n omgång spelad.</numerusform>
            <numerusform>%n omgångar spelade.</numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
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
        <translation>jokrar</translation>
    </message>
    <message>
        <source>2s</source>
        <comment>rank in the plural</comment>
        <translation>tvåor</translation>
    </message>
    <message>
        <source>3s</source>
        <comment>rank in the plural</comment>
        <translation>treor</translation>
    </message>
    <message>
        <source>4s</source>
        <comment>rank in the plural</comment>
        <translation>fyror</translation>
    </message>
    <message>
        <source>5s</source>
        <comment>rank in the plural</comment>
        <translation>femmor</translation>
    </message>
    <message>
        <source>6s</source>
        <comment>rank in the plural</comment>
        <translation>sexor</translation>
    </message>
    <message>
        <source>7s</source>
        <comment>rank in the plural</comment>
        <translation>sjuor</translation>
    </message>
    <message>
        <source>8s</source>
        <comment>rank in the plural</comment>
        <translation>åttor</translation>
    </message>
    <message>
        <source>9s</source>
        <comment>rank in the plural</comment>
        <translation>nior</translation>
    </message>
    <message>
        <source>10s</source>
        <comment>rank in the plural</comment>
        <translation>tior</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>rank in the plural</comment>
        <translation>knektar</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>rank in the plural</comment>
        <translation>damer</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>rank in the plural</comment>
        <translation>kungar</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>rank in the plural</comment>
        <translation>ess</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer level (Danish: Let)</comment>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>computer level (Danish: Mellem)</comment>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer level (Danish: Svær)</comment>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>computer level: random moves</comment>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>Classic, 2 players</source>
        <translation>Klassisk, 2 spelare</translation>
    </message>
    <message>
        <source>Classic, 4 players (partners)</source>
        <translation>Klassisk, 4 spelare (två lag)</translation>
    </message>
    <message>
        <source>Danish family rules, 4 players</source>
        <translation>Danska familjeregler, 4 spelare</translation>
    </message>
    <message>
        <source>Sallingske house rules, 4 players</source>
        <translation>Sallingske husregler, 4 spelare</translation>
    </message>
    <message>
        <source>Sallingske house rules, 6 players</source>
        <translation>Sallingske husregler, 6 spelare</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <source>Draw first: from the stock, or take the pile.</source>
        <translation>Dra först: från talongen, eller ta högen.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du har redan dragit den här turen.</translation>
    </message>
    <message>
        <source>Waiting for the partner&apos;s answer.</source>
        <translation>Väntar på partnerns svar.</translation>
    </message>
    <message>
        <source>Nobody asked to go out.</source>
        <translation>Ingen har frågat om att få gå ut.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 finns inte på din hand.</translation>
    </message>
    <message>
        <source>%1 was chosen twice.</source>
        <translation>%1 är valt två gånger.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Talongen är slut.</translation>
    </message>
    <message>
        <source>The round can only be ended when the stock is empty.</source>
        <translation>Omgången kan bara avslutas när talongen är slut.</translation>
    </message>
    <message>
        <source>The stock is empty and the pile fits one of your melds: you must take it.</source>
        <translation>Talongen är slut och högen passar till en av dina mälningar: du måste ta den.</translation>
    </message>
    <message>
        <source>Nobody may meld or take the pile in the first round of turns.</source>
        <translation>Under första varvet får ingen mäla eller ta högen.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Högen är tom.</translation>
    </message>
    <message>
        <source>The pile cannot be taken while a wild card is on top.</source>
        <translation>Högen kan inte tas när ett vilt kort ligger överst.</translation>
    </message>
    <message>
        <source>A 3 on top blocks the pile: it cannot be taken now.</source>
        <translation>En trea överst spärrar högen: den kan inte tas nu.</translation>
    </message>
    <message>
        <source>Your side must meld before it may take the pile.</source>
        <translation>Ditt lag måste ha mälat innan det får ta högen.</translation>
    </message>
    <message>
        <source>The pile is frozen: take it only with a natural pair of %1 from your hand.</source>
        <translation>Högen är frusen: den kan bara tas med ett naturligt par %1 från handen.</translation>
    </message>
    <message>
        <source>These rules take the pile only with a natural pair of %1.</source>
        <translation>Med de här reglerna tas högen bara med ett naturligt par %1.</translation>
    </message>
    <message>
        <source>Those cards cannot meld the pile&apos;s top card (%1).</source>
        <translation>De korten kan inte mäla högens översta kort (%1).</translation>
    </message>
    <message>
        <source>With one card in hand you may not take a pile of one card.</source>
        <translation>Med ett kort på handen får du inte ta en hög med ett enda kort.</translation>
    </message>
    <message>
        <source>Choose the cards to meld first.</source>
        <translation>Välj först korten du vill mäla.</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n card(s).</source>
        <translation>
            <numerusform>En mälning måste ha minst %n kort.</numerusform>
            <numerusform>En mälning måste ha minst %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld holds cards of one rank only (plus wild cards).</source>
        <translation>En mälning har bara kort av en valör (plus vilda kort).</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>En mälning måste ha minst %n naturligt kort.</numerusform>
            <numerusform>En mälning måste ha minst %n naturliga kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>En mälning får ha högst %n vilt kort.</numerusform>
            <numerusform>En mälning får ha högst %n vilda kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld may not hold more wild cards than naturals.</source>
        <translation>En mälning får inte ha fler vilda kort än naturliga.</translation>
    </message>
    <message>
        <source>A meld must hold more naturals than wild cards.</source>
        <translation>En mälning måste ha fler naturliga kort än vilda.</translation>
    </message>
    <message>
        <source>Red 3s are never melded.</source>
        <translation>Röda treor mälas aldrig.</translation>
    </message>
    <message>
        <source>Black 3s can only be melded when you go out.</source>
        <translation>Svarta treor kan bara mälas när du går ut.</translation>
    </message>
    <message>
        <source>A meld of black 3s takes no wild cards.</source>
        <translation>En mälning av svarta treor får inte ha vilda kort.</translation>
    </message>
    <message>
        <source>Black 3s are melded three or four at a time.</source>
        <translation>Svarta treor mälas tre eller fyra åt gången.</translation>
    </message>
    <message>
        <source>Wild cards may not join a finished canasta.</source>
        <translation>Vilda kort får inte läggas till en färdig canasta.</translation>
    </message>
    <message>
        <source>The first meld must count at least %1 points; this is %2.</source>
        <translation>Första mälningen måste vara värd minst %1 poäng; den här är värd %2.</translation>
    </message>
    <message>
        <source>You added %1 to your %2 and completed a canasta.</source>
        <translation>Du lade %1 till dina %2 och fullbordade en canasta.</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3 and completed a canasta.</source>
        <translation>%1 lade %2 till sina %3 och fullbordade en canasta.</translation>
    </message>
    <message>
        <source>Until the first meld is made, the pile is taken only with a natural pair of %1.</source>
        <translation>Innan den första mälningen är gjord kan högen bara tas med ett naturligt par %1.</translation>
    </message>
    <message>
        <source>wild cards</source>
        <comment>the meld of wild cards only</comment>
        <translation>vilda kort</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>computer level (Danish: Ekspert)</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>No computer</source>
        <comment>the level of a match of people only</comment>
        <translation>Ingen dator</translation>
    </message>
    <message>
        <source>Classic, 3 players (each for themselves)</source>
        <translation>Klassisk, 3 spelare (var för sig)</translation>
    </message>
    <message>
        <source>%1 (my rules)</source>
        <translation>%1 (mina regler)</translation>
    </message>
    <message>
        <source>These rules lay the pile&apos;s top card onto your meld of %1 only with a natural %2 from your hand.</source>
        <translation>Med de här reglerna läggs högens översta kort på er mäldning av %1 bara tillsammans med en naturlig %2 från handen.</translation>
    </message>
    <message>
        <source>You already have a meld of %1: add the cards to it.</source>
        <translation>Du har redan en mälning av %1: lägg till korten på den.</translation>
    </message>
    <message>
        <source>You have no meld of %1.</source>
        <translation>Du har ingen mälning av %1.</translation>
    </message>
    <message numerus="yes">
        <source>A meld of wild cards only holds at most %n card(s): it is a canasta.</source>
        <translation>
            <numerusform>En mälning av bara vilda kort har högst %n kort: då är den en canasta.</numerusform>
            <numerusform>En mälning av bara vilda kort har högst %n kort: då är den en canasta.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld of wild cards only comes after your side&apos;s first meld.</source>
        <translation>En mälning av bara vilda kort får läggas först efter er första mälning.</translation>
    </message>
    <message numerus="yes">
        <source>Keep at least two cards: going out needs %n canasta(s) first.</source>
        <translation>
            <numerusform>Behåll minst två kort: man får gå ut först när det finns %n canasta.</numerusform>
            <numerusform>Behåll minst två kort: man får gå ut först när det finns %n canastas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out needs %n canasta(s).</source>
        <translation>
            <numerusform>Man måste ha %n canasta för att gå ut.</numerusform>
            <numerusform>Man måste ha %n canastas för att gå ut.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 points the first meld must include a canasta.</source>
        <translation>Från %1 poäng måste den första mälningen innehålla en canasta.</translation>
    </message>
    <message>
        <source>Not out yet: the canastas to go out must be on the table before your turn.</source>
        <translation>Inte ut än: canastorna för att gå ut måste ligga på bordet innan din tur börjar.</translation>
    </message>
    <message>
        <source>You have a meld of %1: in these rules the pile cannot be taken with one on top.</source>
        <translation>Du har en mälning av %1: med de här reglerna kan högen inte tas när en av dem ligger överst.</translation>
    </message>
    <message>
        <source>Keep one card: these rules go out with a discard.</source>
        <translation>Behåll ett kort: med de här reglerna går man ut genom att kasta det sista kortet.</translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn.</source>
        <translation>Din partner sa nej: du får inte gå ut den här turen.</translation>
    </message>
    <message>
        <source>Wild cards may not be discarded in these rules.</source>
        <translation>Med de här reglerna får vilda kort inte kastas.</translation>
    </message>
    <message>
        <source>You would be left with only a wild card, and you may not go out by discarding it.</source>
        <translation>Då skulle du bara ha ett vilt kort kvar, och du får inte gå ut genom att kasta ett vilt kort.</translation>
    </message>
    <message>
        <source>Red 3s cannot be discarded.</source>
        <translation>Röda treor kan inte kastas.</translation>
    </message>
    <message>
        <source>These rules have no asking the partner.</source>
        <translation>Med de här reglerna frågar man inte sin partner.</translation>
    </message>
    <message>
        <source>You may ask your partner once a turn.</source>
        <translation>Du får fråga din partner en gång per tur.</translation>
    </message>
    <message>
        <source>Ask your partner before you meld.</source>
        <translation>Fråga din partner innan du mälar.</translation>
    </message>
    <message numerus="yes">
        <source>Not now: going out needs %n canasta(s), and your side cannot have them this turn.</source>
        <translation>
            <numerusform>Inte nu: man måste ha %n canasta för att gå ut, och ditt lag kan inte få den i den här turen.</numerusform>
            <numerusform>Inte nu: man måste ha %n canastas för att gå ut, och ditt lag kan inte få dem i den här turen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now: no way of playing your hand goes out this turn, whatever your partner answers.</source>
        <translation>Inte nu: du kan inte gå ut med din hand i den här turen, vad din partner än svarar.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn.</source>
        <translation>Det finns inget att ångra den här turen.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Det draget är inte tillåtet.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Du drog %1.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n card(s).</source>
        <translation>
            <numerusform>Du drog %n kort.</numerusform>
            <numerusform>Du drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drog %n kort.</numerusform>
            <numerusform>%1 drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took the pile: %n card(s).</source>
        <translation>
            <numerusform>Du tog högen: %n kort.</numerusform>
            <numerusform>Du tog högen: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 tog högen: %n kort.</numerusform>
            <numerusform>%1 tog högen: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You melded %1.</source>
        <translation>Du mälade %1.</translation>
    </message>
    <message>
        <source>%1 melded %2.</source>
        <translation>%1 mälade %2.</translation>
    </message>
    <message>
        <source>You added %1 to your %2.</source>
        <translation>Du lade %1 till dina %2.</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3.</source>
        <translation>%1 lade %2 till sina %3.</translation>
    </message>
    <message>
        <source>You discarded %1.</source>
        <translation>Du kastade %1.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 kastade %2.</translation>
    </message>
    <message>
        <source>You laid out a red 3.</source>
        <translation>Du lade upp en röd trea.</translation>
    </message>
    <message>
        <source>%1 laid out a red 3.</source>
        <translation>%1 lade upp en röd trea.</translation>
    </message>
    <message>
        <source>The pile is frozen.</source>
        <translation>Högen är frusen.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was turned over as the new stock: %n card(s).</source>
        <translation>
            <numerusform>Högen vändes och blev ny talong: %n kort.</numerusform>
            <numerusform>Högen vändes och blev ny talong: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked your partner: may I go out?</source>
        <translation>Du frågade din partner: Får jag gå ut?</translation>
    </message>
    <message>
        <source>%1 asks: may I go out?</source>
        <translation>%1 frågar: Får jag gå ut?</translation>
    </message>
    <message>
        <source>You answered yes.</source>
        <translation>Du svarade ja.</translation>
    </message>
    <message>
        <source>%1 answered yes.</source>
        <translation>%1 svarade ja.</translation>
    </message>
    <message>
        <source>You answered no.</source>
        <translation>Du svarade nej.</translation>
    </message>
    <message>
        <source>%1 answered no.</source>
        <translation>%1 svarade nej.</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Du tog tillbaka %1.</translation>
    </message>
    <message>
        <source>%1 took back %2.</source>
        <translation>%1 tog tillbaka %2.</translation>
    </message>
    <message>
        <source>You went out concealed!</source>
        <translation>Du gjorde en dold utgång!</translation>
    </message>
    <message>
        <source>%1 went out concealed!</source>
        <translation>%1 gjorde en dold utgång!</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du gick ut!</translation>
    </message>
    <message>
        <source>%1 went out!</source>
        <translation>%1 gick ut!</translation>
    </message>
    <message>
        <source>The round is over: the stock is used up.</source>
        <translation>Omgången är slut: talongen är förbrukad.</translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s)) is not worth taking</source>
        <translation>
            <numerusform>högen (%n kort) är inte värd att ta</numerusform>
            <numerusform>högen (%n kort) är inte värd att ta</numerusform>
        </translation>
    </message>
    <message>
        <source>the pile cannot be taken</source>
        <translation>högen kan inte tas</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for your pair of %1</source>
        <translation>
            <numerusform>%n kort för ditt par %1</numerusform>
            <numerusform>%n kort för ditt par %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fits your %1</source>
        <translation>
            <numerusform>%n kort, och toppkortet passar till dina %1</numerusform>
            <numerusform>%n kort, och toppkortet passar till dina %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for a natural %1 and a wild card</source>
        <translation>
            <numerusform>%n kort för en naturlig %1 och ett vilt kort</numerusform>
            <numerusform>%n kort för en naturlig %1 och ett vilt kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opens your side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n kort, och det klarar öppningskravet (%1 av %2 poäng)</numerusform>
            <numerusform>%n kort, och det klarar öppningskravet (%1 av %2 poäng)</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock is gone and the pile fits your melds</source>
        <translation>talongen är slut och högen passar till dina mälningar</translation>
    </message>
    <message>
        <source>the stock is gone and the pile is not worth it</source>
        <translation>talongen är slut och högen är inte värd att ta</translation>
    </message>
    <message>
        <source>the stock is gone and you cannot take the pile</source>
        <translation>talongen är slut och du kan inte ta högen</translation>
    </message>
    <message>
        <source>it opens your side: %1 of %2 points</source>
        <translation>det klarar öppningskravet: %1 av %2 poäng</translation>
    </message>
    <message>
        <source>a canasta opens your side whatever the minimum</source>
        <translation>en canasta klarar öppningen oavsett öppningskravet</translation>
    </message>
    <message numerus="yes">
        <source>a new meld of %n %1</source>
        <translation>
            <numerusform>en ny mälning med %n %1</numerusform>
            <numerusform>en ny mälning med %n %1</numerusform>
        </translation>
    </message>
    <message>
        <source>lay points down before the opponents go out</source>
        <translation>lägg ut poäng innan motståndarna går ut</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) for your %1</source>
        <translation>
            <numerusform>%n kort mer till dina %1</numerusform>
            <numerusform>%n kort mer till dina %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the wild card completes a canasta of %1</source>
        <translation>det vilda kortet gör dina %1 till en canasta</translation>
    </message>
    <message>
        <source>the wild card brings your %1 nearer a canasta</source>
        <translation>det vilda kortet för dina %1 närmare en canasta</translation>
    </message>
    <message>
        <source>you can go out</source>
        <translation>du kan gå ut</translation>
    </message>
    <message>
        <source>you can go out concealed</source>
        <translation>du kan göra en dold utgång</translation>
    </message>
    <message>
        <source>you can go out: ask your partner first</source>
        <translation>du kan gå ut: fråga din partner först</translation>
    </message>
    <message>
        <source>your hand is light (%1 points)</source>
        <translation>din hand är lätt (%1 poäng)</translation>
    </message>
    <message>
        <source>the opponents may go out soon</source>
        <translation>motståndarna kan snart gå ut</translation>
    </message>
    <message numerus="yes">
        <source>the stock is nearly gone (%n card(s) left)</source>
        <translation>
            <numerusform>talongen är nästan slut (%n kort kvar)</numerusform>
            <numerusform>talongen är nästan slut (%n kort kvar)</numerusform>
        </translation>
    </message>
    <message>
        <source>you still hold %1 points</source>
        <translation>du har fortfarande %1 poäng på handen</translation>
    </message>
    <message>
        <source>%1 is unlikely to help the next player</source>
        <translation>%1 hjälper knappast nästa spelare</translation>
    </message>
    <message>
        <source>%1 is a lone card you do not need</source>
        <translation>%1 är ett ensamt kort som du inte behöver</translation>
    </message>
    <message>
        <source>%1 is the card you can best spare</source>
        <translation>%1 är det kort du bäst kan avvara</translation>
    </message>
    <message>
        <source>the next player has thrown away that rank before</source>
        <translation>nästa spelare har själv kastat den valören</translation>
    </message>
    <message numerus="yes">
        <source>freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>frys en stor hög (%n kort)</numerusform>
            <numerusform>frys en stor hög (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>the black 3 stops the next player</source>
        <translation>den svarta trean stoppar nästa spelare</translation>
    </message>
    <message>
        <source>a wild card on top stops the next player taking the pile</source>
        <translation>ett vilt kort överst hindrar nästa spelare från att ta högen</translation>
    </message>
    <message>
        <source>shed points: the opponents may go out</source>
        <translation>gör dig av med poäng: motståndarna kan gå ut</translation>
    </message>
    <message>
        <source>no particular reason</source>
        <translation>inget särskilt skäl</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <source>Move history</source>
        <extracomment>The keys: to the list from anywhere in the window, &quot;Why?&quot; and the review&apos;s judgement on the list.</extracomment>
        <translation>Draghistorik</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Choose a turn and press Enter or ? to hear why the computer played it, or ! for the review&apos;s judgement of it once the round is over.</source>
        <translation>Välj en tur och tryck Enter eller ? för att höra varför datorn spelade den, eller ! för granskningens bedömning av den när omgången är slut.</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Varför?</translation>
    </message>
    <message>
        <source>Why did the computer play the chosen turn so? (Enter or ?)</source>
        <translation>Varför spelade datorn den valda turen så? (Enter eller ?)</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Bedömning</translation>
    </message>
    <message>
        <source>Review&apos;s judgement</source>
        <translation>Granskningens bedömning</translation>
    </message>
    <message>
        <source>The review is judging the turn</source>
        <translation>Granskningen bedömer turen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Varför</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Omgång %1</translation>
    </message>
</context>
<context>
    <name>MoveJudgementText</name>
    <message>
        <source>The review&apos;s judgement, from what the player could see at the time:</source>
        <translation>Granskningens bedömning, utifrån det spelaren kunde se då:</translation>
    </message>
    <message>
        <source>%1 — a good move: nothing found was clearly better.</source>
        <translation>%1 — ett bra drag: inget som hittades var klart bättre.</translation>
    </message>
    <message>
        <source>%1 — an inaccuracy: about %2 points lost.</source>
        <translation>%1 — en onöjaktighet: en förlust på ungefär %2 poäng.</translation>
    </message>
    <message>
        <source>%1 — a mistake: about %2 points lost.</source>
        <translation>%1 — ett misstag: en förlust på ungefär %2 poäng.</translation>
    </message>
    <message>
        <source>%1 — a blunder: about %2 points lost.</source>
        <translation>%1 — en grov tabbe: en förlust på ungefär %2 poäng.</translation>
    </message>
    <message>
        <source>Better in that seat: %1 (%2 points expected).</source>
        <translation>Bättre på den platsen: %1 (förväntat %2 poäng).</translation>
    </message>
    <message>
        <source>It is expected to score about %1 points more than the move played.</source>
        <translation>Det väntas ge ungefär %1 poäng mer än det spelade draget.</translation>
    </message>
    <message>
        <source>%1 had no choice in this turn: each move was the only one allowed.</source>
        <translation>%1 hade inget val den här turen: varje drag var det enda tillåtna.</translation>
    </message>
    <message>
        <source>The review is judging this turn…</source>
        <translation>Granskningen bedömer den här turen…</translation>
    </message>
    <message>
        <source>The turn could not be judged: %1</source>
        <translation>Turen kunde inte bedömas: %1</translation>
    </message>
    <message>
        <source>Choose a computer&apos;s turn of a finished round in the move history first.</source>
        <translation>Välj först en dators tur från en avslutad omgång i draghistoriken.</translation>
    </message>
    <message>
        <source>The review&apos;s judgement of a computer&apos;s move is offered once the round is over: until then it would tell of cards that are still hidden.</source>
        <translation>Granskningens bedömning av en dators drag erbjuds när omgången är slut: dessförinnan skulle den avslöja kort som fortfarande är dolda.</translation>
    </message>
    <message>
        <source>The deal: there is nothing to judge.</source>
        <translation>Given: det finns inget att bedöma.</translation>
    </message>
    <message>
        <source>A person played this turn: the judgement is of a computer&apos;s moves (Game ▸ Review a round… judges a person&apos;s own play).</source>
        <translation>En person spelade den här turen: bedömningen gäller en dators drag (Spel ▸ Granska en omgång… bedömer en persons eget spel).</translation>
    </message>
    <message>
        <source>This round&apos;s record was not kept, so its moves cannot be judged.</source>
        <translation>Omgångens förlopp sparades inte, så dess drag kan inte bedömas.</translation>
    </message>
    <message>
        <source>The round review&apos;s judgement of the chosen computer turn: good, inaccuracy, mistake or blunder, the points it cost and the better move (!)</source>
        <translation>Omgångsgranskningens bedömning av den valda datorturen: bra, onöjaktighet, misstag eller grov tabbe, vad den kostade i poäng och det bättre draget (!)</translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message>
        <source>it was the only move allowed</source>
        <extracomment>The level whose general reason (`Why.ANY`) is a search&apos;s verdict, not &quot;no particular reason&quot;.</extracomment>
        <translation>det var det enda tillåtna draget</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>%1: no reason was kept for this turn (reasons are kept only for the computers&apos; moves worked out on this computer since the game was started or continued).</source>
        <translation>%1: inget skäl sparades för den här turen (skälen sparas bara för de datordrag som räknats ut på den här datorn sedan spelet startades eller återupptogs).</translation>
    </message>
    <message>
        <source>A person played this turn: only a computer&apos;s moves can be asked about.</source>
        <translation>En person spelade den här turen: man kan bara fråga om en dators drag.</translation>
    </message>
    <message>
        <source>Choose a computer&apos;s turn in the move history first.</source>
        <translation>Välj först en dators tur i draghistoriken.</translation>
    </message>
    <message>
        <source>The deal: nobody chose anything.</source>
        <translation>Given: ingen valde något.</translation>
    </message>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 drog från talongen</translation>
    </message>
    <message>
        <source>%1 took the pile with its %2</source>
        <translation>%1 tog högen med %2 överst</translation>
    </message>
    <message>
        <source>%1 melded %2</source>
        <translation>%1 mälade %2</translation>
    </message>
    <message>
        <source>%1 added %2 to their %3</source>
        <translation>%1 lade %2 till sina %3</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 kastade %2</translation>
    </message>
    <message>
        <source>%1 asked their partner whether they may go out</source>
        <translation>%1 frågade sin partner: &quot;Får jag gå ut?&quot;</translation>
    </message>
    <message>
        <source>%1 answered yes</source>
        <translation>%1 svarade ja</translation>
    </message>
    <message>
        <source>%1 answered no</source>
        <translation>%1 svarade nej</translation>
    </message>
    <message>
        <source>%1 ended the round</source>
        <translation>%1 avslutade omgången</translation>
    </message>
    <message>
        <source>its look-ahead scored this move best</source>
        <translation>beräkningen av kommande drag gav det här draget bäst resultat</translation>
    </message>
    <message>
        <source>no particular reason</source>
        <translation>inget särskilt skäl</translation>
    </message>
    <message>
        <source>to lay points down before the opponents go out</source>
        <translation>för att lägga ut poäng innan motståndarna går ut</translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s)) was not worth taking</source>
        <translation>
            <numerusform>högen (%n kort) var inte värd att ta</numerusform>
            <numerusform>högen (%n kort) var inte värd att ta</numerusform>
        </translation>
    </message>
    <message>
        <source>the pile could not be taken</source>
        <translation>högen kunde inte tas</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a pair of %1</source>
        <translation>
            <numerusform>%n kort, för ett par %1</numerusform>
            <numerusform>%n kort, för ett par %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fitted their %1</source>
        <translation>
            <numerusform>%n kort, och toppkortet passade till mälningen av %1</numerusform>
            <numerusform>%n kort, och toppkortet passade till mälningen av %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a natural card and a wild card</source>
        <translation>
            <numerusform>%n kort, för ett naturligt kort och ett vilt kort</numerusform>
            <numerusform>%n kort, för ett naturligt kort och ett vilt kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opened their side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n kort, och det klarade öppningskravet (%1 av %2 poäng)</numerusform>
            <numerusform>%n kort, och det klarade öppningskravet (%1 av %2 poäng)</numerusform>
        </translation>
    </message>
    <message>
        <source>the stock was gone and the pile fitted their melds</source>
        <translation>talongen var slut och högen passade till mälningarna</translation>
    </message>
    <message>
        <source>the stock was gone and the pile was not worth it</source>
        <translation>talongen var slut och högen var inte värd att ta</translation>
    </message>
    <message>
        <source>the stock was gone and the pile could not be taken</source>
        <translation>talongen var slut och högen kunde inte tas</translation>
    </message>
    <message>
        <source>it opened their side: %1 of %2 points</source>
        <translation>det klarade öppningskravet: %1 av %2 poäng</translation>
    </message>
    <message>
        <source>a canasta opens the side whatever the minimum</source>
        <translation>en canasta klarar öppningen oavsett öppningskravet</translation>
    </message>
    <message>
        <source>a new meld of %1</source>
        <translation>en ny mälning av %1</translation>
    </message>
    <message>
        <source>more cards for their %1</source>
        <translation>fler kort till mälningen av %1</translation>
    </message>
    <message>
        <source>the wild card completed a canasta of %1</source>
        <translation>det vilda kortet gjorde %1 till en canasta</translation>
    </message>
    <message>
        <source>the wild card brought their %1 nearer a canasta</source>
        <translation>det vilda kortet förde mälningen av %1 närmare en canasta</translation>
    </message>
    <message>
        <source>they could go out</source>
        <translation>det gick att gå ut</translation>
    </message>
    <message>
        <source>they could go out concealed</source>
        <translation>det gick att göra en dold utgång</translation>
    </message>
    <message>
        <source>they could go out, and asked first</source>
        <translation>det gick att gå ut, och partnern skulle tillfrågas först</translation>
    </message>
    <message numerus="yes">
        <source>their hand was light: %n card(s)</source>
        <translation>
            <numerusform>handen var lätt: %n kort</numerusform>
            <numerusform>handen var lätt: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>the opponents might go out soon</source>
        <translation>motståndarna kunde snart gå ut</translation>
    </message>
    <message numerus="yes">
        <source>the stock was nearly used up: %n card(s) left</source>
        <translation>
            <numerusform>talongen var nästan slut: %n kort kvar</numerusform>
            <numerusform>talongen var nästan slut: %n kort kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>they still held %n card(s)</source>
        <translation>
            <numerusform>det fanns fortfarande %n kort på handen</numerusform>
            <numerusform>det fanns fortfarande %n kort på handen</numerusform>
        </translation>
    </message>
    <message>
        <source>it was unlikely to help the next player</source>
        <translation>det hjälpte knappast nästa spelare</translation>
    </message>
    <message>
        <source>it was the card they could best spare</source>
        <translation>det var det kort som bäst kunde avvaras</translation>
    </message>
    <message>
        <source>the next player had thrown away that rank before</source>
        <translation>nästa spelare hade själv kastat den valören</translation>
    </message>
    <message numerus="yes">
        <source>to freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>för att frysa en stor hög (%n kort)</numerusform>
            <numerusform>för att frysa en stor hög (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>the black 3 stops the next player</source>
        <translation>den svarta trean stoppar nästa spelare</translation>
    </message>
    <message>
        <source>a wild card on top stops the next player taking the pile</source>
        <translation>ett vilt kort överst hindrar nästa spelare från att ta högen</translation>
    </message>
    <message>
        <source>to shed points: the opponents may go out</source>
        <translation>för att bli av med poäng: motståndarna kan gå ut</translation>
    </message>
    <message>
        <source>no particular reason: a careless discard</source>
        <translation>inget särskilt skäl: ett slarvigt kast</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Other number of points</source>
        <translation>Annat antal poäng</translation>
    </message>
    <message>
        <source>My rules: %1</source>
        <translation>Mina regler: %1</translation>
    </message>
    <message>
        <source>One round (the game&apos;s own length)</source>
        <translation>En omgång (spelets egen längd)</translation>
    </message>
    <message>
        <source>To %1 points (the game&apos;s own target)</source>
        <translation>Till %1 poäng (spelets eget mål)</translation>
    </message>
    <message>
        <source>To %1 points</source>
        <translation>Till %1 poäng</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>En omgång</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The full rules…</source>
        <translation>Alla regler…</translation>
    </message>
    <message>
        <source>Opponent level:</source>
        <translation>Motståndarens nivå:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Partiets längd:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ditt namn:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>A person here</source>
        <translation>En person här</translation>
    </message>
    <message>
        <source>A person at another computer</source>
        <translation>En person vid en annan dator</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gäst</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Gäst %1</translation>
    </message>
    <message>
        <source>If the line drops, the computer plays:</source>
        <translation>Om anslutningen bryts spelar datorn:</translation>
    </message>
    <message>
        <source>The computer that plays for them while they are away</source>
        <translation>Datorn som spelar för dem medan de är borta</translation>
    </message>
    <message>
        <source>%1 (the best partner)</source>
        <translation>%1 (den bästa partnern)</translation>
    </message>
    <message>
        <source>As your partner, %1 helps your side the most and makes the fewest mistakes you would notice.</source>
        <translation>Som din partner hjälper %1 er sida mest och gör minst av de misstag du skulle lägga märke till.</translation>
    </message>
    <message>
        <source>Partner %1:</source>
        <translation>Partner %1:</translation>
    </message>
    <message>
        <source>Opponent %1:</source>
        <translation>Motståndare %1:</translation>
    </message>
    <message>
        <source>Partner:</source>
        <translation>Partner:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Motståndare:</translation>
    </message>
    <message>
        <source>The partner&apos;s name</source>
        <translation>Partnerns namn</translation>
    </message>
    <message>
        <source>The opponent&apos;s name</source>
        <translation>Motståndarens namn</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a name of their own.</source>
        <translation>Två spelare heter %1: ge var och en ett eget namn.</translation>
    </message>
    <message>
        <source>Type the number of points the match is played to.</source>
        <translation>Skriv hur många poäng matchen spelas till.</translation>
    </message>
</context>
<context>
    <name>NoticeLine</name>
    <message>
        <source>Why?</source>
        <translation>Varför?</translation>
    </message>
    <message>
        <source>Open the rules at the paragraph that explains this (%1)</source>
        <translation>Öppna reglerna vid stycket som förklarar det (%1)</translation>
    </message>
    <message>
        <source>Why? Open the rules at the paragraph that explains this</source>
        <translation>Varför? Öppna reglerna vid stycket som förklarar det</translation>
    </message>
    <message>
        <source>Press %1 to read why in the rules.</source>
        <translation>Tryck på %1 för att läsa varför i reglerna.</translation>
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
            <numerusform>Ja — min hand är lätt: %n kort.</numerusform>
            <numerusform>Ja — min hand är lätt: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes — the stock is nearly used up: %n card(s) left.</source>
        <translation>
            <numerusform>Ja — talongen är nästan slut: %n kort kvar.</numerusform>
            <numerusform>Ja — talongen är nästan slut: %n kort kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes — the opponents may go out soon.</source>
        <translation>Ja — motståndarna kan snart gå ut.</translation>
    </message>
    <message>
        <source>Yes — going out now scores best, as I count it.</source>
        <translation>Ja — att gå ut nu ger mest poäng, som jag räknar.</translation>
    </message>
    <message numerus="yes">
        <source>No — I still hold %n card(s).</source>
        <translation>
            <numerusform>Nej — jag har fortfarande %n kort på handen.</numerusform>
            <numerusform>Nej — jag har fortfarande %n kort på handen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No — we score more by playing on, as I count it.</source>
        <translation>Nej — vi får mer poäng om vi spelar vidare, som jag räknar.</translation>
    </message>
</context>
<context>
    <name>PlayCodeDialog</name>
    <message>
        <source>Play a deal by code</source>
        <translation>Spela en giv från en kod</translation>
    </message>
    <message>
        <source>A deal code names a deal: the same cards in the same places for anyone with the same rules. The match in progress waits, exactly as it is, and the deal never counts in the statistics.</source>
        <translation>En kod anger en giv: samma kort på samma ställen för alla med samma regler. Spelet som pågår väntar, precis som det är, och given räknas aldrig i statistiken.</translation>
    </message>
    <message>
        <source>&amp;Deal code:</source>
        <translation>&amp;Kod för given:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Kod för given</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Spela den här given</translation>
    </message>
    <message>
        <source>A deal of %1; the scores before it: %2.</source>
        <translation>En giv i %1; poängen före den: %2.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mapp</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Enhet</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Titta i:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Filer av &amp;typ:</translation>
    </message>
</context>
<context>
    <name>ReadOnlyTitle</name>
    <message>
        <source>%1 (read-only)</source>
        <comment>the window&apos;s title</comment>
        <translation>%1 (skrivskyddat)</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Continue the match?</source>
        <translation>Fortsätta partiet?</translation>
    </message>
    <message>
        <source>A match is in progress: %1 with %2 at another computer, round %3, score %4.</source>
        <translation>Ett parti pågår: %1 med %2 vid en annan dator, omgång %3, ställning %4.</translation>
    </message>
    <message>
        <source>A match is in progress: %1 against %2, round %3, score %4.</source>
        <translation>Ett parti pågår: %1 mot %2, omgång %3, ställning %4.</translation>
    </message>
    <message>
        <source>A match is in progress: %1, %2 at this screen, round %3, score %4.</source>
        <translation>Ett parti pågår: %1, %2 vid den här skärmen, omgång %3, ställning %4.</translation>
    </message>
    <message>
        <source>Continue where you stopped (with a new code for each person at another computer), or start a new game?</source>
        <translation>Vill du fortsätta där du slutade (med en ny kod till varje person vid en annan dator), eller börja ett nytt spel?</translation>
    </message>
    <message>
        <source>Continue where you stopped, or start a new game?</source>
        <translation>Vill du fortsätta där du slutade, eller börja ett nytt spel?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
</context>
<context>
    <name>ReviewBox</name>
    <message>
        <source>Try again from here</source>
        <translation>Försök igen härifrån</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards; not saved and not counted</source>
        <translation>Spela vidare från den här ställningen med samma kort; det sparas inte och räknas inte</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Tillbaka till partiet</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Tillbaka (Esc)</translation>
    </message>
    <message>
        <source>Return to your match exactly as you left it</source>
        <translation>Tillbaka till ditt parti, precis som du lämnade det</translation>
    </message>
</context>
<context>
    <name>ReviewChooser</name>
    <message>
        <source>Review a round</source>
        <translation>Granska en omgång</translation>
    </message>
    <message>
        <source>Choose a finished round to see where you gained and lost points.</source>
        <translation>Välj en färdigspelad omgång för att se var du vann och förlorade poäng.</translation>
    </message>
    <message>
        <source>No finished round yet: the rounds of your last %1 games are listed here.</source>
        <translation>Ingen färdigspelad omgång än: omgångarna från dina senaste %1 spel visas här.</translation>
    </message>
    <message>
        <source>Finished rounds</source>
        <translation>Färdigspelade omgångar</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Granska</translation>
    </message>
    <message>
        <source>Show the &amp;deal</source>
        <translation>Visa &amp;given</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>fine</source>
        <extracomment>Each class&apos;s colour in the list and on the chart (dark enough for text on a light background).</extracomment>
        <translation>bra</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onöjaktighet</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grov tabbe</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, sedan </translation>
    </message>
    <message>
        <source>%1. %2 — %3: %4 (best %5)</source>
        <translation>%1. %2 — %3: %4 (bäst %5)</translation>
    </message>
    <message>
        <source>it is expected to score %1 points more than your move</source>
        <translation>det väntas ge %1 poäng mer än ditt drag</translation>
    </message>
    <message>
        <source>Better: %1 (%2 points expected).</source>
        <translation>Bättre: %1 (förväntat %2 poäng).</translation>
    </message>
    <message>
        <source>Judged with the rest of your turn: %1.</source>
        <translation>Bedömt tillsammans med resten av din tur: %1.</translation>
    </message>
    <message>
        <source>You played: %1.</source>
        <translation>Du spelade: %1.</translation>
    </message>
    <message>
        <source>Expected round margin after it: %1; with the best move found: %2.</source>
        <translation>Förväntad poängskillnad i omgången efteråt: %1; med det bästa draget som hittades: %2.</translation>
    </message>
    <message>
        <source>A good move: nothing found was clearly better.</source>
        <translation>Ett bra drag: inget som hittades var klart bättre.</translation>
    </message>
    <message>
        <source>This %1 cost about %2 points.</source>
        <translation>Det här beslutet (%1) kostade ungefär %2 poäng.</translation>
    </message>
    <message>
        <source>Decisions: %1. Inaccuracies: %2, mistakes: %3, blunders: %4.</source>
        <translation>Beslut: %1. Onöjaktigheter: %2, misstag: %3, grova tabbar: %4.</translation>
    </message>
    <message>
        <source>Together they cost about %1 points of round margin (points more than the opponents, as Expert with your cards on the score sheet counts them).</source>
        <translation>Tillsammans kostade de omkring %1 poäng av omgångens marginal (poäng mer än motståndarna, så som Expert med dina kort på protokollet räknar dem).</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions.</source>
        <translation>Stoppad efter %1 av %2 beslut.</translation>
    </message>
    <message>
        <source>Decision %1: %2, expected margin %3</source>
        <translation>Beslut %1: %2, förväntad poängskillnad %3</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review — %1</source>
        <translation>Granskning — %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop the review; the decisions judged so far stay</source>
        <translation>Stoppa granskningen; de beslut som redan är bedömda finns kvar</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Granskningens förlopp</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Dina beslut</translation>
    </message>
    <message>
        <source>Each decision with its class and expected points; Enter shows it on the table</source>
        <translation>Varje beslut med sin bedömning och förväntade poäng; Enter visar det på bordet</translation>
    </message>
    <message>
        <source>The decision chosen</source>
        <translation>Det valda beslutet</translation>
    </message>
    <message>
        <source>&amp;Show on the table</source>
        <translation>&amp;Visa på bordet</translation>
    </message>
    <message>
        <source>The position as you saw it, with the move you made and the better move marked</source>
        <translation>Ställningen som du såg den, med ditt drag och det bättre draget markerade</translation>
    </message>
    <message>
        <source>&amp;Try again from here</source>
        <translation>&amp;Försök igen härifrån</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards; not saved and not counted</source>
        <translation>Spela vidare från den här ställningen med samma kort; det sparas inte och räknas inte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>This computer lacks the fast search: the review takes longer and looks less deeply.</source>
        <translation>Den här datorn saknar den snabba sökningen: granskningen tar längre tid och ser mindre djupt.</translation>
    </message>
    <message>
        <source>Looking at each of your decisions…</source>
        <translation>Tittar på vart och ett av dina beslut…</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 av %2 beslut</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stoppar…</translation>
    </message>
    <message>
        <source>The round could not be reviewed: %1</source>
        <translation>Omgången kunde inte granskas: %1</translation>
    </message>
</context>
<context>
    <name>RoundEndText</name>
    <message numerus="yes">
        <source>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen. This happens at most %n time(s).</source>
        <translation>
            <numerusform>När talongen är slut vänds högen, utan att blandas, och blir ny talong, och den är inte längre frusen. Det sker högst %n gång.</numerusform>
            <numerusform>När talongen är slut vänds högen, utan att blandas, och blir ny talong, och den är inte längre frusen. Det sker högst %n gånger.</numerusform>
        </translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>När talongen tar slut</translation>
    </message>
    <message>
        <source>The round ends when a player should draw and the stock is empty. Nobody gets the bonus for going out.</source>
        <translation>Omgången slutar när en spelare ska dra och talongen är slut. Ingen får bonus för utgång.</translation>
    </message>
    <message>
        <source>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen, as often as the round needs. Only so that a round always ends, after the %1th turn-over the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>När talongen är slut vänds högen, utan att blandas, och blir ny talong, och den är inte längre frusen, så många gånger som omgången behöver. Bara för att en omgång alltid ska ta slut slutar omgången efter den %1:e vändningen när talongen tar slut igen, som i klassisk Canasta (§2.10):</translation>
    </message>
    <message>
        <source>After the third turn-over of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>Efter att högen har vänts för tredje gången slutar omgången när talongen tar slut igen, som i klassisk Canasta (§2.10):</translation>
    </message>
    <message numerus="yes">
        <source>After %n turn-over(s) of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>
            <numerusform>När högen har vänts %n gång slutar omgången när talongen tar slut igen, som i klassisk Canasta (§2.10):</numerusform>
            <numerusform>När högen har vänts %n gånger slutar omgången när talongen tar slut igen, som i klassisk Canasta (§2.10):</numerusform>
        </translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile: you must take it if it is not frozen and its top card fits one of your side&apos;s melds. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>När talongen är slut fortsätter spelet bara så länge spelarna tar högen: du måste ta den om den inte är frusen och toppkortet passar till en av ditt lags mälningar. När en spelare inte kan eller vill ta den slutar omgången, och ingen får bonus för utgång. Är talongens sista kort en röd trea slutar omgången direkt.</translation>
    </message>
    <message>
        <source>When the stock is empty, play goes on only while players take the discard pile: you must take it if it is not frozen and its top card fits one of your melds. When a player cannot or will not take it, the round ends, and nobody gets the bonus for going out. If the last card of the stock is a red 3, the round ends at once.</source>
        <translation>När talongen är slut fortsätter spelet bara så länge spelarna tar högen: du måste ta den om den inte är frusen och toppkortet passar till en av dina mälningar. När en spelare inte kan eller vill ta den slutar omgången, och ingen får bonus för utgång. Är talongens sista kort en röd trea slutar omgången direkt.</translation>
    </message>
    <message>
        <source>plus the values of all its melded cards, the canastas&apos; cards included;</source>
        <translation>plus värdet av alla lagets mälade kort, även korten i canastas;</translation>
    </message>
    <message>
        <source>plus the values of all their melded cards, the canastas&apos; cards included;</source>
        <translation>plus värdet av alla sina mälade kort, även korten i canastas;</translation>
    </message>
    <message>
        <source>plus %1 for each natural canasta and %2 for each mixed canasta;</source>
        <translation>plus %1 för varje ren canasta och %2 för varje blandad canasta;</translation>
    </message>
    <message>
        <source>plus %1 for each red 3, %2 for all four;</source>
        <translation>plus %1 för varje röd trea, %2 för alla fyra;</translation>
    </message>
    <message>
        <source>plus %1 for each canasta of wild cards only;</source>
        <translation>plus %1 för varje canasta av bara vilda kort;</translation>
    </message>
    <message>
        <source>plus %1 for going out, %2 for going out concealed;</source>
        <translation>plus %1 för utgång, %2 för dold utgång;</translation>
    </message>
    <message>
        <source>plus %1 for going out;</source>
        <translation>plus %1 för utgång;</translation>
    </message>
    <message>
        <source>minus the values of all cards left in its players&apos; hands.</source>
        <translation>minus värdet av alla kort som är kvar på spelarnas händer.</translation>
    </message>
    <message>
        <source>minus the values of the cards left in their hand.</source>
        <translation>minus värdet av korten som är kvar på handen.</translation>
    </message>
    <message>
        <source>This game is a single round: the side with the most points wins.</source>
        <translation>Det här spelet är en enda omgång: laget med flest poäng vinner.</translation>
    </message>
    <message>
        <source>This game is a single round: the player with the most points wins.</source>
        <translation>Det här spelet är en enda omgång: den med flest poäng vinner.</translation>
    </message>
    <message>
        <source>Rounds are dealt until a side has more than %1 points; then the side with the most points wins.</source>
        <translation>Det spelas omgångar tills ett lag har mer än %1 poäng; då vinner laget med flest poäng.</translation>
    </message>
    <message>
        <source>Rounds are dealt until a player has more than %1 points; then the player with the most points wins.</source>
        <translation>Det spelas omgångar tills en spelare har mer än %1 poäng; då vinner den med flest poäng.</translation>
    </message>
    <message>
        <source>Rounds are dealt until, after a round, a side has reached %1 points; then the side with the most points wins.</source>
        <translation>Det spelas omgångar tills ett lag efter en omgång har nått %1 poäng; då vinner laget med flest poäng.</translation>
    </message>
    <message>
        <source>Rounds are dealt until, after a round, a player has reached %1 points; then the player with the most points wins.</source>
        <translation>Det spelas omgångar tills en spelare efter en omgång har nått %1 poäng; då vinner den med flest poäng.</translation>
    </message>
    <message>
        <source>A tie plays one more round.</source>
        <translation>Vid lika poäng spelas en omgång till.</translation>
    </message>
    <message>
        <source>When the round ends, each side scores:</source>
        <translation>När omgången är slut får varje lag:</translation>
    </message>
    <message>
        <source>When the round ends, each player scores:</source>
        <translation>När omgången är slut får varje spelare:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>A score can be negative.</source>
        <translation>Man kan hamna på minus.</translation>
    </message>
</context>
<context>
    <name>RuleDifferences</name>
    <message>
        <source>Otherwise the classic rules.</source>
        <translation>I övrigt de klassiska reglerna.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>och %n till</numerusform>
            <numerusform>och %n till</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlike classic Canasta: %1</source>
        <translation>Skiljer sig från klassisk canasta: %1</translation>
    </message>
    <message>
        <source>%1 players, each for themselves; %2 cards each, %3 decks and %4 jokers.</source>
        <translation>%1 spelare, var för sig; %2 kort var, %3 kortlekar och %4 jokrar.</translation>
    </message>
    <message>
        <source>%1 players in %5 partnerships; %2 cards each, %3 decks and %4 jokers.</source>
        <translation>%1 spelare i %5 lag; %2 kort var, %3 kortlekar och %4 jokrar.</translation>
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
        <translation>Mälningar</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Att gå ut</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Matchen</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>The turn-overs a round allows where the rules set no limit. A round of players who never take the pile nor go out, one card drawn a turn, would otherwise never end; a hundred passes of the stock are hours of play, more than any round a family has played.</extracomment>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Kortlekar</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokrar</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Kort i given</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Kort som dras</translation>
    </message>
    <message>
        <source>Red 3 turned up</source>
        <translation>Röd trea vänds upp</translation>
    </message>
    <message>
        <source>Quiet first round</source>
        <translation>Tyst första varv</translation>
    </message>
    <message>
        <source>First meld minimum</source>
        <translation>Öppningskrav</translation>
    </message>
    <message>
        <source>Minimum below 0</source>
        <translation>Krav under 0</translation>
    </message>
    <message>
        <source>Canasta waives minimum</source>
        <translation>Canasta slopar kravet</translation>
    </message>
    <message>
        <source>Naturals in a meld</source>
        <translation>Naturliga kort i en mälning</translation>
    </message>
    <message>
        <source>Wild cards in a meld</source>
        <translation>Vilda kort i en mälning</translation>
    </message>
    <message>
        <source>Wilds against naturals</source>
        <translation>Vilda mot naturliga</translation>
    </message>
    <message>
        <source>Wilds onto a canasta</source>
        <translation>Vilda kort på en canasta</translation>
    </message>
    <message>
        <source>Pile before melding</source>
        <translation>Högen före öppning</translation>
    </message>
    <message>
        <source>Natural and wild</source>
        <translation>Naturligt och vilt kort</translation>
    </message>
    <message>
        <source>Top card onto a meld</source>
        <translation>Översta kortet till en mälning</translation>
    </message>
    <message>
        <source>Discard wild cards</source>
        <translation>Kasta vilda kort</translation>
    </message>
    <message>
        <source>One card, one-card pile</source>
        <translation>Ett kort, hög med ett kort</translation>
    </message>
    <message>
        <source>Canastas to go out</source>
        <translation>Canastor för att gå ut</translation>
    </message>
    <message>
        <source>Discard to go out</source>
        <translation>Kasta för att gå ut</translation>
    </message>
    <message>
        <source>Going out bonus</source>
        <translation>Bonus för att gå ut</translation>
    </message>
    <message>
        <source>Concealed going out</source>
        <translation>Dold utgång</translation>
    </message>
    <message>
        <source>Concealed bonus</source>
        <translation>Bonus för dold utgång</translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation>Fråga partnern</translation>
    </message>
    <message>
        <source>Penalty after a yes</source>
        <translation>Straff efter ett ja</translation>
    </message>
    <message>
        <source>Stock runs out</source>
        <translation>När talongen tar slut</translation>
    </message>
    <message>
        <source>Pile turnovers</source>
        <translation>Vändningar av högen</translation>
    </message>
    <message>
        <source>Black 3</source>
        <translation>Svart trea</translation>
    </message>
    <message>
        <source>Red 3</source>
        <translation>Röd trea</translation>
    </message>
    <message>
        <source>All four red 3s</source>
        <translation>Alla fyra röda treor</translation>
    </message>
    <message>
        <source>Natural canasta</source>
        <translation>Ren canasta</translation>
    </message>
    <message>
        <source>Mixed canasta</source>
        <translation>Blandad canasta</translation>
    </message>
    <message>
        <source>When a side&apos;s red 3s count plus; otherwise they count as the next rule says.</source>
        <translation>När ett lags röda treor räknas plus; annars räknas de som nästa regel säger.</translation>
    </message>
    <message>
        <source>Red 3s otherwise count</source>
        <translation>Röda treor räknas annars</translation>
    </message>
    <message>
        <source>What a side&apos;s red 3s count when they do not count plus: minus, or nothing at all.</source>
        <translation>Vad ett lags röda treor räknas när de inte räknas plus: minus eller ingenting alls.</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Matchens mål</translation>
    </message>
    <message>
        <source>Strictly over the target</source>
        <translation>Över målet, inte bara på det</translation>
    </message>
    <message>
        <source>Minutes of play after which the match ends; what happens then to the round in progress is chosen below.</source>
        <translation>Minuter spel varefter matchen slutar; vad som då händer med den pågående omgången väljs nedan.</translation>
    </message>
    <message>
        <source>When the time is up</source>
        <translation>När tiden är ute</translation>
    </message>
    <message>
        <source>When the playing time runs out in a round: play it to its end, stop it at once and score it as it stands (no going-out bonus), or stop it and count nothing. Then the match ends.</source>
        <translation>När speltiden tar slut mitt i en omgång: spela klart den, stoppa den direkt och räkna den som den står (ingen bonus för utgång), eller stoppa den utan att räkna den. Sedan slutar matchen.</translation>
    </message>
    <message>
        <source>How many sit at the table (you and the computer players).</source>
        <translation>Hur många som sitter vid bordet (du och datorspelarna).</translation>
    </message>
    <message>
        <source>How many sides play against each other; partners share melds and score.</source>
        <translation>Hur många lag som spelar mot varandra; partner delar mälningar och poäng.</translation>
    </message>
    <message>
        <source>Ordinary 52-card decks shuffled together.</source>
        <translation>Vanliga kortlekar med 52 kort, blandade ihop.</translation>
    </message>
    <message>
        <source>Jokers added to the decks, in all.</source>
        <translation>Jokrar som läggs till lekarna, sammanlagt.</translation>
    </message>
    <message>
        <source>Wild ranks</source>
        <translation>Vilda valörer</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kortens poäng</translation>
    </message>
    <message>
        <source>Melded rank locks the pile</source>
        <translation>Mälad valör låser högen</translation>
    </message>
    <message>
        <source>Canasta of wild cards</source>
        <translation>Canasta av vilda kort</translation>
    </message>
    <message>
        <source>Red 3s count plus</source>
        <translation>Röda treor räknas plus</translation>
    </message>
    <message>
        <source>Melds minus without a canasta</source>
        <translation>Mälningar minus utan canasta</translation>
    </message>
    <message>
        <source>Open with a canasta from</source>
        <translation>Öppna med canasta från</translation>
    </message>
    <message>
        <source>Not out in the canasta&apos;s turn</source>
        <translation>Inte ut i canastans tur</translation>
    </message>
    <message>
        <source>Pile bonus at size</source>
        <translation>Högbonus vid antal</translation>
    </message>
    <message>
        <source>Pile bonus</source>
        <translation>Högbonus</translation>
    </message>
    <message>
        <source>Playing time (minutes)</source>
        <translation>Speltid (minuter)</translation>
    </message>
    <message>
        <source>The ranks that are wild besides the jokers (2s in classic Canasta, 2s and 4s in the Sallingske rules); a wild rank is never a natural. The 3s cannot be wild.</source>
        <translation>De valörer som är vilda utöver jokrarna (tvåorna i klassisk Canasta, tvåorna och fyrorna i Sallingske-reglerna); en vild valör är aldrig naturlig. Treorna kan inte vara vilda.</translation>
    </message>
    <message>
        <source>What each card counts, in melds and left in the hand (a wild rank too: the Sallingske 4s count 50).</source>
        <translation>Vad varje kort är värt, i mälningar och kvar på handen (även de vilda: Sallingske-fyrorna är värda 50).</translation>
    </message>
    <message>
        <source>Cards each player is dealt.</source>
        <translation>Kort som varje spelare får i given.</translation>
    </message>
    <message>
        <source>Cards drawn from the stock in a turn (one is discarded).</source>
        <translation>Kort som dras från talongen i en tur (ett kastas).</translation>
    </message>
    <message>
        <source>What happens when the first upcard is a red 3.</source>
        <translation>Vad som händer när det första uppvända kortet är en röd trea.</translation>
    </message>
    <message>
        <source>In the first round of turns nobody melds or takes the pile.</source>
        <translation>I första varvet mäler ingen och ingen tar högen.</translation>
    </message>
    <message>
        <source>The points a side&apos;s first meld needs, by its score so far.</source>
        <translation>Poängen lagets första mälning kräver, efter lagets poäng hittills.</translation>
    </message>
    <message>
        <source>The first meld&apos;s minimum for a side below 0.</source>
        <translation>Öppningskravet för ett lag under 0.</translation>
    </message>
    <message>
        <source>A whole canasta as the first meld needs no minimum.</source>
        <translation>En hel canasta som första mälning kräver inget minimum.</translation>
    </message>
    <message>
        <source>Natural cards a meld needs at least.</source>
        <translation>Naturliga kort en mälning minst måste ha.</translation>
    </message>
    <message>
        <source>Wild cards a meld may hold at most.</source>
        <translation>Vilda kort en mälning högst får ha.</translation>
    </message>
    <message>
        <source>How a meld&apos;s wild cards compare with its naturals.</source>
        <translation>Hur en mälnings vilda kort förhåller sig till de naturliga.</translation>
    </message>
    <message>
        <source>A wild card may be added to a finished canasta.</source>
        <translation>Ett vilt kort får läggas till en färdig canasta.</translation>
    </message>
    <message>
        <source>May a side that has not melded take the discard pile?</source>
        <translation>Får ett lag som inte har öppnat ta högen?</translation>
    </message>
    <message>
        <source>An unfrozen pile may be taken with one natural and one wild card.</source>
        <translation>En hög som inte är frusen får tas med ett naturligt och ett vilt kort.</translation>
    </message>
    <message>
        <source>Taking an unfrozen pile by adding its top card to a meld.</source>
        <translation>Att ta en hög som inte är frusen genom att lägga översta kortet till en mälning.</translation>
    </message>
    <message>
        <source>Wild cards may be discarded (they freeze the pile).</source>
        <translation>Vilda kort får kastas (de fryser högen).</translation>
    </message>
    <message>
        <source>A player with one card may take a pile of one card.</source>
        <translation>En spelare med ett kort får ta en hög med ett kort.</translation>
    </message>
    <message>
        <source>A side may not take the pile while its top card is of a rank the side has melded.</source>
        <translation>Ett lag får inte ta högen medan toppkortet har en valör som laget har mälat.</translation>
    </message>
    <message>
        <source>Canastas a side needs before it may go out.</source>
        <translation>Canastor ett lag behöver innan det får gå ut.</translation>
    </message>
    <message>
        <source>The last card must be discarded to go out.</source>
        <translation>Det sista kortet måste kastas för att gå ut.</translation>
    </message>
    <message>
        <source>Points for going out.</source>
        <translation>Poäng för att gå ut.</translation>
    </message>
    <message>
        <source>Going out in one turn without an earlier meld earns more.</source>
        <translation>Att gå ut i en tur utan tidigare mälning ger mer.</translation>
    </message>
    <message>
        <source>Points for going out concealed.</source>
        <translation>Poäng för dold utgång.</translation>
    </message>
    <message>
        <source>You may ask your partner whether you may go out.</source>
        <translation>Du får fråga din partner om du får gå ut.</translation>
    </message>
    <message>
        <source>Lost by a side that was told yes and did not go out.</source>
        <translation>Förloras av ett lag som fick ja och inte gick ut.</translation>
    </message>
    <message>
        <source>What happens when the stock is empty.</source>
        <translation>Vad som händer när talongen är tom.</translation>
    </message>
    <message>
        <source>How often the pile may become the new stock.</source>
        <translation>Hur många gånger högen får bli ny talong.</translation>
    </message>
    <message>
        <source>Points of a black 3.</source>
        <translation>Poäng för en svart trea.</translation>
    </message>
    <message>
        <source>Bonus for each red 3.</source>
        <translation>Bonus för varje röd trea.</translation>
    </message>
    <message>
        <source>Bonus for all four red 3s on one side.</source>
        <translation>Bonus för alla fyra röda treor hos ett lag.</translation>
    </message>
    <message>
        <source>Bonus for a canasta without wild cards.</source>
        <translation>Bonus för en canasta utan vilda kort.</translation>
    </message>
    <message>
        <source>Bonus for a canasta with wild cards.</source>
        <translation>Bonus för en canasta med vilda kort.</translation>
    </message>
    <message>
        <source>Bonus for a canasta of wild cards only: three to seven of them, laid after the side&apos;s first meld. Not allowed: every meld needs naturals.</source>
        <translation>Bonus för en canasta av bara vilda kort: tre till sju av dem, lagda efter sidans första mälning. Inte tillåtet: varje mälning behöver naturliga kort.</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score.</source>
        <translation>Matchen slutar när ett lag når denna poäng.</translation>
    </message>
    <message>
        <source>A side must pass the target, not only reach it.</source>
        <translation>Ett lag måste passera målet, inte bara nå det.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ingen gräns</translation>
    </message>
    <message>
        <source>One round</source>
        <translation>En omgång</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Inte tillåtet</translation>
    </message>
    <message>
        <source>From score</source>
        <translation>Från poäng</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Krav</translation>
    </message>
    <message>
        <source>Turn another, pile frozen</source>
        <translation>Vänd ett till, högen frusen</translation>
    </message>
    <message>
        <source>Shuffle back, turn a new one</source>
        <translation>Blanda tillbaka, vänd ett nytt</translation>
    </message>
    <message>
        <source>Only the limits above</source>
        <translation>Bara gränserna ovan</translation>
    </message>
    <message>
        <source>Never more wilds than naturals</source>
        <translation>Aldrig fler vilda än naturliga</translation>
    </message>
    <message>
        <source>Fewer wilds than naturals</source>
        <translation>Färre vilda än naturliga</translation>
    </message>
    <message>
        <source>With a natural pair</source>
        <translation>Med ett naturligt par</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>A side without a canasta counts its melded cards minus, like the cards in hand.</source>
        <translation>Ett lag utan canasta räknar sina mälade kort som minus, liksom korten på handen.</translation>
    </message>
    <message>
        <source>From this score before the round, a side&apos;s first meld must include a canasta.</source>
        <translation>Från den här poängen före omgången måste ett lags första mälning innehålla en canasta.</translation>
    </message>
    <message>
        <source>The canastas needed to go out must be on the table before the turn begins.</source>
        <translation>De canastas som behövs för att gå ut måste ligga på bordet innan turen börjar.</translation>
    </message>
    <message>
        <source>Taking a discard pile of exactly this many cards earns a bonus.</source>
        <translation>Att ta en hög på exakt så många kort ger en bonus.</translation>
    </message>
    <message>
        <source>Points for taking a pile of that size.</source>
        <translation>Poäng för att ta en hög av den storleken.</translation>
    </message>
    <message>
        <source>Differs from %1, where it is %2</source>
        <translation>Annorlunda än i %1, där den är %2</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>The top card alone</source>
        <translation>Översta kortet ensamt</translation>
    </message>
    <message>
        <source>With one natural</source>
        <translation>Med ett naturligt kort</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>With a meld</source>
        <translation>Med en mälning</translation>
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
        <translation>Ta högen eller sluta</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Omgången slutar</translation>
    </message>
    <message>
        <source>Turn the pile over</source>
        <translation>Vänd högen</translation>
    </message>
    <message>
        <source>Play the round out</source>
        <translation>Spela klart omgången</translation>
    </message>
    <message>
        <source>Stop, score as it stands</source>
        <translation>Stopp, räkna som den står</translation>
    </message>
    <message>
        <source>Stop, the round not counted</source>
        <translation>Stopp, omgången räknas inte</translation>
    </message>
    <message>
        <source>%1 players cannot form %2 equal sides.</source>
        <translation>%1 spelare kan inte bilda %2 lika stora lag.</translation>
    </message>
    <message>
        <source>Asking the partner needs partnerships.</source>
        <translation>Att fråga partnern kräver lag.</translation>
    </message>
    <message>
        <source>The first meld table must start at score 0.</source>
        <translation>Tabellen för öppningskrav måste börja vid 0 poäng.</translation>
    </message>
    <message>
        <source>The first meld table must rise: higher scores, minimums never lower.</source>
        <translation>Tabellen för öppningskrav måste stiga: högre poäng, aldrig lägre krav.</translation>
    </message>
    <message>
        <source>The first meld table holds a number out of range (minimums up to %1).</source>
        <translation>Tabellen för öppningskrav har ett tal utanför gränserna (krav upp till %1).</translation>
    </message>
    <message>
        <source>%1 hands of %2 cards and a stock need %3 cards; the deck has %4.</source>
        <translation>%1 händer med %2 kort och en talong kräver %3 kort; leken har %4.</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3.</source>
        <translation>%1 måste vara från %2 till %3.</translation>
    </message>
    <message>
        <source>A value is of the wrong kind.</source>
        <translation>Ett värde är av fel sort.</translation>
    </message>
    <message>
        <source>%1 has a value of the wrong kind.</source>
        <translation>%1 har ett värde av fel slag.</translation>
    </message>
    <message>
        <source>%1 must be a whole number such as 100, not “%2”.</source>
        <translation>%1 måste vara ett heltal som 100, inte ”%2”.</translation>
    </message>
    <message>
        <source>%1 must be true or false, not “%2”.</source>
        <translation>%1 måste vara true eller false, inte ”%2”.</translation>
    </message>
    <message>
        <source>3s cannot be wild: the wild ranks are 2 and 4 to ace.</source>
        <translation>Treor kan inte vara vilda: de vilda valörerna är 2 och 4 till ess.</translation>
    </message>
    <message>
        <source>The jokers are always wild: leave them out of the wild ranks.</source>
        <translation>Jokrarna är alltid vilda: lämna dem utanför de vilda valörerna.</translation>
    </message>
    <message>
        <source>Name the built-in game the rules start from with “based_on”, not “preset”.</source>
        <translation>Ange spelets egen regeluppsättning som reglerna utgår från med ”based_on”, inte ”preset”.</translation>
    </message>
    <message>
        <source>Say which built-in game the rules start from, such as “based_on”: “family-4p”.</source>
        <translation>Ange vilken av spelets egna regeluppsättningar reglerna utgår från, t.ex. ”based_on”: ”family-4p”.</translation>
    </message>
    <message>
        <source>“sets” must be a list of house-rule sets.</source>
        <translation>”sets” måste vara en lista med husregler.</translation>
    </message>
    <message>
        <source>There is no rule called “%1”.</source>
        <translation>Det finns ingen regel som heter ”%1”.</translation>
    </message>
    <message>
        <source>“based_on” must name a built-in game (such as family-4p), not “%1”.</source>
        <translation>”based_on” måste ange ett inbyggt spel (som family-4p), inte ”%1”.</translation>
    </message>
    <message>
        <source>At most %1 ranks may be wild.</source>
        <translation>Högst %1 valörer får vara vilda.</translation>
    </message>
    <message>
        <source>Did you mean “%1”?</source>
        <translation>Menade du ”%1”?</translation>
    </message>
    <message>
        <source>Give the house rules a name.</source>
        <translation>Ge husreglerna ett namn.</translation>
    </message>
    <message>
        <source>The name is too long.</source>
        <translation>Namnet är för långt.</translation>
    </message>
    <message>
        <source>The name holds a character that cannot be shown, such as a line break.</source>
        <translation>Namnet innehåller ett tecken som inte kan visas, till exempel en radbrytning.</translation>
    </message>
    <message>
        <source>The name shows nothing: use letters or digits.</source>
        <translation>Namnet visar ingenting: använd bokstäver eller siffror.</translation>
    </message>
    <message>
        <source>That name belongs to a built-in game.</source>
        <translation>Det namnet tillhör ett av spelets egna regelverk.</translation>
    </message>
    <message>
        <source>You already have house rules by that name.</source>
        <translation>Du har redan husregler med det namnet.</translation>
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
        <translation>Det markerade stycket förklarar det.</translation>
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
        <translation>Ge dina husregler ett namn</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importera…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Play these rules</source>
        <translation>Spela med dessa regler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>My rules</source>
        <translation>Mina regler</translation>
    </message>
    <message>
        <source>Your changes are not saved. Discard them?</source>
        <translation>Dina ändringar är inte sparade. Vill du slänga dem?</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Ta bort husregler</translation>
    </message>
    <message>
        <source>Delete the house rules “%1”?</source>
        <translation>Ta bort husreglerna ”%1”?</translation>
    </message>
    <message>
        <source>The house rules could not be written.</source>
        <translation>Husreglerna kunde inte sparas.</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Exportera husregler</translation>
    </message>
    <message>
        <source>House rules (*.json)</source>
        <translation>Husregler (*.json)</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importera husregler</translation>
    </message>
    <message>
        <source>House rules (*.json);;All files (*)</source>
        <translation>Husregler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>These house rules could not be imported.</source>
        <translation>Husreglerna kunde inte importeras.</translation>
    </message>
    <message>
        <source>Help ▸ Rules, “Writing house rules by hand”, shows how such a file is written.</source>
        <translation>Hjälp ▸ Regler, ”Skriva husregler för hand”, visar hur en sådan fil skrivs.</translation>
    </message>
</context>
<context>
    <name>RulesFileText</name>
    <message>
        <source>New game ▸ House rules… ▸ Import…</source>
        <translation>Nytt spel ▸ Husregler… ▸ Importera…</translation>
    </message>
    <message>
        <source>Writing house rules by hand</source>
        <translation>Skriva husregler för hand</translation>
    </message>
    <message>
        <source>Your family&apos;s rules can also be written in a text file (for example with Notepad) and read in with &lt;b&gt;%1&lt;/b&gt;. The smallest file gives the rules a name and says which of the game&apos;s own rule sets they start from:</source>
        <translation>Familjens regler kan också skrivas i en textfil (t.ex. med Anteckningar) och läsas in med &lt;b&gt;%1&lt;/b&gt;. Den minsta filen ger reglerna ett namn och säger vilken av spelets egna regeluppsättningar de utgår från:</translation>
    </message>
    <message>
        <source>Then add only the rules that differ, each as its name and its value: numbers in digits, yes and no as &lt;tt&gt;true&lt;/tt&gt; and &lt;tt&gt;false&lt;/tt&gt;, separated by commas:</source>
        <translation>Lägg sedan bara till de regler som skiljer sig, var och en med sitt namn och sitt värde: tal med siffror, ja och nej som &lt;tt&gt;true&lt;/tt&gt; och &lt;tt&gt;false&lt;/tt&gt;, åtskilda med kommatecken:</translation>
    </message>
    <message>
        <source>&lt;tt&gt;based_on&lt;/tt&gt; is one of %1.</source>
        <translation>&lt;tt&gt;based_on&lt;/tt&gt; är en av %1.</translation>
    </message>
    <message>
        <source>The names of the rules are listed here, each after its name in the house-rules editor. A set exported from the editor (&lt;b&gt;Export…&lt;/b&gt;) is a file with every rule written out. If a file cannot be read in, the game says what in it is wrong.</source>
        <translation>Reglernas namn står här, vart och ett efter sitt namn i husregelredigeraren. En uppsättning som exporterats från redigeraren (&lt;b&gt;Exportera…&lt;/b&gt;) är en fil med alla regler utskrivna. Om en fil inte kan läsas in säger spelet vad som är fel i den.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>The game uses %1 cards: %2 ordinary decks of 52 cards and %3 jokers.</source>
        <translation>Spelet använder %1 kort: %2 vanliga kortlekar med 52 kort och %3 jokrar.</translation>
    </message>
    <message>
        <source>The game uses %1 cards: %2 ordinary decks of 52 cards, without jokers.</source>
        <translation>Spelet använder %1 kort: %2 vanliga kortlekar med 52 kort, utan jokrar.</translation>
    </message>
    <message>
        <source>Black 3</source>
        <translation>Svart trea</translation>
    </message>
    <message>
        <source>Red 3 (bonus)</source>
        <translation>Röd trea (bonus)</translation>
    </message>
    <message>
        <source>%1 each, %2 for all four</source>
        <translation>%1 styck, %2 för alla fyra</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Korten</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>%1 players, each for themselves. Everyone is dealt %2 cards.</source>
        <translation>%1 spelare, var och en för sig. Alla får %2 kort.</translation>
    </message>
    <message>
        <source>%1 players in two partnerships; partners sit opposite each other and share their melds and their score. Everyone is dealt %2 cards.</source>
        <translation>%1 spelare i två lag; lagkamraterna sitter mitt emot varandra och delar mälningar och poäng. Alla får %2 kort.</translation>
    </message>
    <message>
        <source>%1 players in three partnerships; partners never sit next to each other and share their melds and their score. Everyone is dealt %2 cards.</source>
        <translation>%1 spelare i tre lag; lagkamrater sitter aldrig bredvid varandra och delar mälningar och poäng. Alla får %2 kort.</translation>
    </message>
    <message>
        <source>The rest of the cards are the stock, face down; its top card is turned face up and starts the discard pile.</source>
        <translation>Resten av korten bildar talongen, med baksidan upp; det översta kortet vänds upp och startar den öppna högen.</translation>
    </message>
    <message>
        <source>If that card is a wild card or a red 3, another card is turned on top of it, and the discard pile starts frozen.</source>
        <translation>Är det kortet ett vilt kort eller en röd trea vänds ytterligare ett kort ovanpå, och högen är frusen från start.</translation>
    </message>
    <message>
        <source>If that card is a red 3, it goes back into the stock and a new card is turned. If it is a wild card, another card is turned on top of it, and the discard pile starts frozen.</source>
        <translation>Är det kortet en röd trea läggs den tillbaka i talongen och ett nytt kort vänds. Är det ett vilt kort vänds ytterligare ett kort ovanpå, och högen är frusen från start.</translation>
    </message>
    <message>
        <source>Red 3s are never kept in the hand: one that you are dealt or draw is laid out in front of you at once, and you draw a new card for it. A red 3 that comes with the discard pile is laid out without a new card.</source>
        <translation>Röda treor behålls aldrig på handen: en röd trea som du får i given eller drar läggs genast upp framför dig, och du drar ett ersättningskort. En röd trea som följer med högen läggs upp utan ersättningskort.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message numerus="yes">
        <source>In your turn you first draw %n card(s) from the stock, or take the whole discard pile. Then you may meld. Last you discard one card onto the discard pile, and the turn passes to the left.</source>
        <translation>
            <numerusform>Under din tur drar du först %n kort från talongen eller tar hela högen. Sedan får du mäla. Till sist kastar du ett kort på högen, och turen går vidare medsols.</numerusform>
            <numerusform>Under din tur drar du först %n kort från talongen eller tar hela högen. Sedan får du mäla. Till sist kastar du ett kort på högen, och turen går vidare medsols.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>In the first round of turns nobody melds or takes the discard pile: everyone only draws and discards.</source>
        <translation>Under första varvet mälar ingen och ingen tar högen: alla drar och kastar bara.</translation>
    </message>
    <message>
        <source>A meld is three or more cards of the same rank; suits do not matter, and there are no sequences. Your side has only one meld of each rank: more cards of that rank are added to it. You add only to your own side&apos;s melds, never to the opponents&apos;.</source>
        <translation>En mälning är tre eller fler kort av samma valör; färgen spelar ingen roll, och sekvenser räknas inte. Ditt lag har bara en mälning av varje valör: fler kort av den valören läggs till den. Du lägger bara till på ditt eget lags mälningar, aldrig på motståndarnas.</translation>
    </message>
    <message>
        <source>A meld is three or more cards of the same rank; suits do not matter, and there are no sequences. You have only one meld of each rank: more cards of that rank are added to it. You add only to your own melds, never to your opponent&apos;s.</source>
        <translation>En mälning är tre eller fler kort av samma valör; färgen spelar ingen roll, och sekvenser räknas inte. Du har bara en mälning av varje valör: fler kort av den valören läggs till den. Du lägger bara till på dina egna mälningar, aldrig på motståndarens.</translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>En mälning måste ha minst %n naturligt kort.</numerusform>
            <numerusform>En mälning måste ha minst %n naturliga kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>En mälning får ha högst %n vilt kort.</numerusform>
            <numerusform>En mälning får ha högst %n vilda kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld may never hold more wild cards than natural cards.</source>
        <translation>En mälning får aldrig ha fler vilda kort än naturliga.</translation>
    </message>
    <message>
        <source>A meld must always hold more natural cards than wild cards.</source>
        <translation>En mälning måste alltid ha fler naturliga kort än vilda.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta. Without wild cards it is a natural canasta and scores %1 points; with wild cards it is a mixed canasta and scores %2 points. A natural canasta is squared up with a red card on top, a mixed one with a black card. Cards beyond seven add no further bonus.</source>
        <translation>En mälning på sju kort eller fler är en canasta. Utan vilda kort är den en ren canasta och ger %1 poäng; med vilda kort är den en blandad canasta och ger %2 poäng. En ren canasta läggs ihop med ett rött kort överst, en blandad med ett svart kort. Kort utöver sju ger ingen extra bonus.</translation>
    </message>
    <message>
        <source>A wild card added to a natural canasta makes it a mixed canasta.</source>
        <translation>Läggs ett vilt kort till en ren canasta blir den blandad.</translation>
    </message>
    <message>
        <source>Once a canasta is complete, no more wild cards may be added to it; natural cards still may.</source>
        <translation>När en canasta är färdig får inga fler vilda kort läggas till den; naturliga kort går bra.</translation>
    </message>
    <message>
        <source>Once your side has melded, three to seven wild cards may also be melded alone; only wild cards join that meld, and at seven cards it is a canasta of wild cards: %1 points.</source>
        <translation>När din sida har mält får tre till sju vilda kort också mäldas ensamma; bara vilda kort läggs till den mälningen, och vid sju kort är den en canasta av vilda kort: %1 poäng.</translation>
    </message>
    <message>
        <source>Melds and canastas</source>
        <translation>Mälningar och canastas</translation>
    </message>
    <message>
        <source>The first meld of your side in a round must count at least a minimum, which depends on your side&apos;s score before the round:</source>
        <translation>Ditt lags första mälning i en omgång måste vara värd minst ett visst antal poäng, som beror på lagets ställning före omgången:</translation>
    </message>
    <message>
        <source>Your first meld in a round must count at least a minimum, which depends on your score before the round:</source>
        <translation>Din första mälning i en omgång måste vara värd minst ett visst antal poäng, som beror på din ställning före omgången:</translation>
    </message>
    <message>
        <source>Below 0</source>
        <translation>Under 0</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 till %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 eller mer</translation>
    </message>
    <message>
        <source>Only the cards&apos; own values count, not the bonuses for red 3s, canastas or going out. Several melds laid in the same turn count together.</source>
        <translation>Bara kortens egna värden räknas, inte bonusar för röda treor, canastas eller utgång. Flera mälningar i samma tur räknas ihop.</translation>
    </message>
    <message>
        <source>After the first meld your side melds freely.</source>
        <translation>Efter den första mälningen mälar laget fritt.</translation>
    </message>
    <message>
        <source>After the first meld you meld freely.</source>
        <translation>Efter den första mälningen mälar du fritt.</translation>
    </message>
    <message>
        <source>The first meld</source>
        <translation>Öppningskravet</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>First meld at least</source>
        <translation>Öppningskrav</translation>
    </message>
    <message>
        <source>A complete canasta laid as the first meld needs no minimum.</source>
        <translation>En hel canasta som första mälning behöver inte nå något minimum.</translation>
    </message>
    <message>
        <source>You always take the whole discard pile, never a single card, and only by melding its top card at once:</source>
        <translation>Du tar alltid hela högen, aldrig ett enskilt kort, och bara genom att genast mäla det översta kortet:</translation>
    </message>
    <message>
        <source>with a natural pair of the top card&apos;s rank from your hand;</source>
        <translation>med ett naturligt par i toppkortets valör från handen;</translation>
    </message>
    <message>
        <source>with one natural card of that rank and one wild card from your hand, if the pile is not frozen;</source>
        <translation>med ett naturligt kort av den valören och ett vilt kort från handen, om högen inte är frusen;</translation>
    </message>
    <message>
        <source>by adding the top card to your side&apos;s meld of that rank, if the pile is not frozen.</source>
        <translation>genom att lägga toppkortet på ditt lags mälning av den valören, om högen inte är frusen.</translation>
    </message>
    <message>
        <source>by adding the top card to your meld of that rank, if the pile is not frozen.</source>
        <translation>genom att lägga toppkortet på din mälning av den valören, om högen inte är frusen.</translation>
    </message>
    <message>
        <source>by adding the top card together with one natural card of that rank from your hand to your side&apos;s meld of that rank, if the pile is not frozen.</source>
        <translation>genom att lägga toppkortet tillsammans med ett naturligt kort av den valören från handen på ditt lags mälning av den valören, om högen inte är frusen.</translation>
    </message>
    <message>
        <source>Then the rest of the pile goes to your hand, and you may meld on. The pile can never be taken while its top card is a wild card or a 3.</source>
        <translation>Sedan tar du resten av högen på handen och får mäla vidare. Högen kan aldrig tas när toppkortet är ett vilt kort eller en trea.</translation>
    </message>
    <message>
        <source>With only one card in your hand you may not take a pile of one card.</source>
        <translation>Med bara ett kort på handen får du inte ta en hög med ett enda kort.</translation>
    </message>
    <message>
        <source>A side that has not melded yet may not take the discard pile at all: it draws from the stock until it has made its first meld.</source>
        <translation>Ett lag som ännu inte har mälat får inte ta högen alls: det drar från talongen tills det har gjort sin första mälning.</translation>
    </message>
    <message>
        <source>Before you have melded you may not take the discard pile at all: you draw from the stock until you have made your first meld.</source>
        <translation>Innan du har mälat får du inte ta högen alls: du drar från talongen tills du har gjort din första mälning.</translation>
    </message>
    <message>
        <source>A side that has not melded yet may take the pile only with a natural pair, and the top card together with the cards laid from the hand must reach the first-meld minimum; the other cards of the pile do not count.</source>
        <translation>Ett lag som ännu inte har mälat får bara ta högen med ett naturligt par, och toppkortet tillsammans med korten från handen måste nå upp till öppningskravet; högens övriga kort räknas inte.</translation>
    </message>
    <message>
        <source>Before you have melded you may take the pile only with a natural pair, and the top card together with the cards laid from your hand must reach the first-meld minimum; the other cards of the pile do not count.</source>
        <translation>Innan du har mälat får du bara ta högen med ett naturligt par, och toppkortet tillsammans med korten du lägger från handen måste nå upp till öppningskravet; högens övriga kort räknas inte.</translation>
    </message>
    <message>
        <source>The discard pile is frozen while it holds a wild card (a discarded wild card is laid crosswise, so everyone sees it) or when it started with a red 3. A frozen pile can be taken only with a natural pair of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>Högen är frusen så länge den innehåller ett vilt kort (ett kastat vilt kort läggs på tvären så att alla ser det) eller om den startade med en röd trea. En frusen hög kan bara tas med ett naturligt par i toppkortets valör från handen. När högen har tagits är den inte längre frusen.</translation>
    </message>
    <message>
        <source>The discard pile is frozen while it holds a wild card (a discarded wild card is laid crosswise, so everyone sees it). A frozen pile can be taken only with a natural pair of the top card&apos;s rank from your hand. Taking the pile unfreezes it.</source>
        <translation>Högen är frusen så länge den innehåller ett vilt kort (ett kastat vilt kort läggs på tvären så att alla ser det). En frusen hög kan bara tas med ett naturligt par i toppkortets valör från handen. När högen har tagits är den inte längre frusen.</translation>
    </message>
    <message>
        <source>Taking the discard pile</source>
        <translation>Att ta högen</translation>
    </message>
    <message>
        <source>The frozen pile</source>
        <translation>Frusen hög</translation>
    </message>
    <message>
        <source>In these rules wild cards may not be discarded, unless every card in your hand is wild.</source>
        <translation>Med de här reglerna får vilda kort inte kastas, om inte alla kort på handen är vilda.</translation>
    </message>
    <message>
        <source>Each red 3 scores %1 points, and all four together %2.</source>
        <translation>Varje röd trea ger %1 poäng, och alla fyra tillsammans %2.</translation>
    </message>
    <message>
        <source>A discarded black 3 blocks the discard pile for the next player. Black 3s can only be melded in the turn you go out: three or four of them, without wild cards.</source>
        <translation>En kastad svart trea spärrar högen för nästa spelare. Svarta treor får bara mälas i samma tur som du går ut: tre eller fyra av dem, utan vilda kort.</translation>
    </message>
    <message>
        <source>Red and black 3s</source>
        <translation>Röda och svarta treor</translation>
    </message>
    <message>
        <source>You go out by getting rid of your last cards: meld them all, or meld all but one and discard it.</source>
        <translation>Du går ut genom att bli av med dina sista kort: mäla alla, eller mäla alla utom ett och kasta det.</translation>
    </message>
    <message>
        <source>In these rules the last card must be discarded onto the pile.</source>
        <translation>Med de här reglerna måste det sista kortet kastas på högen.</translation>
    </message>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Ditt lag måste ha %n canasta på bordet för att gå ut; en canasta som blir färdig i samma tur räknas. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
            <numerusform>Ditt lag måste ha %n canastas på bordet för att gå ut; en canasta som blir färdig i samma tur räknas. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Du måste ha %n canasta på bordet för att gå ut; en canasta som blir färdig i samma tur räknas. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
            <numerusform>Du måste ha %n canastas på bordet för att gå ut; en canasta som blir färdig i samma tur räknas. Till dess måste du alltid ha kvar minst två kort på handen när du mälar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Going out ends the round and scores %1 points.</source>
        <translation>Att gå ut avslutar omgången och ger %1 poäng.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Att gå ut</translation>
    </message>
    <message>
        <source>Going out concealed scores %1 points instead: you meld your whole hand in one turn, canastas included, without having melded before in the round and without adding to your partner&apos;s melds. Then the first-meld minimum does not apply.</source>
        <translation>En dold utgång ger i stället %1 poäng: du mälar hela din hand i en enda tur, canastas inräknade, utan att ha mälat tidigare i omgången och utan att lägga till på din partners mälningar. Då gäller inte öppningskravet.</translation>
    </message>
    <message>
        <source>Going out concealed scores %1 points instead: you meld your whole hand in one turn, canastas included, without having melded before in the round. Then the first-meld minimum does not apply.</source>
        <translation>En dold utgång ger i stället %1 poäng: du mälar hela din hand i en enda tur, canastas inräknade, utan att ha mälat tidigare i omgången. Då gäller inte öppningskravet.</translation>
    </message>
    <message>
        <source>Once a turn, before melding, you may ask your partner &quot;May I go out?&quot;. The answer binds you: after a no you may not go out this turn; after a yes you must go out, or your side loses %1 points.</source>
        <translation>En gång per tur, innan du mälar, får du fråga din partner: &quot;Får jag gå ut?&quot; Svaret är bindande: efter ett nej får du inte gå ut den turen; efter ett ja måste du gå ut, annars förlorar ditt lag %1 poäng.</translation>
    </message>
    <message>
        <source>You may ask your partner &quot;May I go out?&quot; after drawing and before melding; once you have taken the pile it is too late to ask.</source>
        <translation>Du får fråga din partner &quot;Får jag gå ut?&quot; efter att du har dragit och innan du mälar; när du har tagit högen är det för sent att fråga.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; often discards a random card, spends wild cards without a plan and takes the pile haphazardly.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kastar ofta ett slumpmässigt kort, använder vilda kort utan plan och tar högen på måfå.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; keeps pairs so it can take the pile, spends wild cards only to complete canastas and takes the pile when it is big enough.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; sparar sina par så att den kan ta högen, använder vilda kort bara för att göra canastas och tar högen när den är tillräckligt stor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; makes no random mistakes: it remembers the cards you took with the pile and discarded, does not discard cards you can use, and freezes the pile only when it is big and dangerous.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gör inga slumpmässiga misstag: den håller reda på korten du har tagit med högen och kastat, kastar inte kort du kan använda och fryser högen bara när den är stor och farlig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; plays as %2 and looks ahead: at the big decisions it plays the round to its end many times over, the cards it cannot see dealt at random, and picks the move that does best.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; spelar som %2 och ser framåt: vid de stora besluten spelar den rundan till slut många gånger, med de kort den inte ser givna slumpmässigt, och väljer det drag som klarar sig bäst.</translation>
    </message>
    <message>
        <source>The computer never sees your cards or the order of the stock.</source>
        <translation>Datorn ser aldrig dina kort eller ordningen i talongen.</translation>
    </message>
    <message>
        <source>The computer players</source>
        <translation>Datorns nivåer</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <comment>button</comment>
        <translation>
            <numerusform>Dra %n</numerusform>
            <numerusform>Dra %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>button</comment>
        <translation>Dra</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw:&lt;/b&gt; click the stock or press &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Dra:&lt;/b&gt; klicka på talongen eller tryck på &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take the pile:&lt;/b&gt; click the discard pile or press &lt;b&gt;%1&lt;/b&gt;. The game finds the cards needed from your hand, or uses the ones you selected.</source>
        <translation>&lt;b&gt;Ta högen:&lt;/b&gt; klicka på högen eller tryck på &lt;b&gt;%1&lt;/b&gt;. Spelet hittar själv korten som behövs från handen, eller använder dem du har valt.</translation>
    </message>
    <message>
        <source>Keys: Tab moves between the hand, the stock, the pile and the melds; the arrow keys move along the hand, Home and End to its ends; space selects a card, Escape clears the selection.</source>
        <translation>Tangenter: Tabb går mellan handen, talongen, högen och mälden; piltangenterna flyttar längs handen, Home och End till dess ändar; mellanslag väljer ett kort och Escape tar bort valet.</translation>
    </message>
    <message>
        <source>Enter on a selected card, or a double click on a card, makes the obvious move with them.</source>
        <translation>Retur på ett valt kort, eller ett dubbelklick på ett kort, gör det självklara draget med dem.</translation>
    </message>
    <message>
        <source>Take pile</source>
        <comment>button</comment>
        <translation>Ta högen</translation>
    </message>
    <message>
        <source>When a first meld needs more of your cards, the game first shows them in the new-meld area: press &lt;b&gt;%1&lt;/b&gt; again to take the pile with them, change them, or press &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>När öppningskravet kräver fler av dina kort visar spelet dem först i fältet för nya mälningar: tryck på &lt;b&gt;%1&lt;/b&gt; igen för att ta högen med dem, ändra dem eller tryck på &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Meld:&lt;/b&gt; click cards in your hand to select them and press &lt;b&gt;%1&lt;/b&gt;. The game splits them by rank and puts the wild cards where they are missing. New melds wait in the new-meld area until together they reach the first-meld minimum.</source>
        <translation>&lt;b&gt;Mäla:&lt;/b&gt; klicka på kort på handen för att välja dem och tryck på &lt;b&gt;%1&lt;/b&gt;. Spelet delar upp korten efter valör och lägger de vilda korten där de saknas. Nya mälningar väntar i fältet för nya mälningar tills de tillsammans når upp till öppningskravet.</translation>
    </message>
    <message>
        <source>Meld</source>
        <comment>button</comment>
        <translation>Mäla</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add:&lt;/b&gt; select cards and press &lt;b&gt;%1&lt;/b&gt;, or click one of your melds; a selected wild card goes onto the meld you click.</source>
        <translation>&lt;b&gt;Lägg till:&lt;/b&gt; välj kort och tryck på &lt;b&gt;%1&lt;/b&gt;, eller klicka på en av dina mälningar; ett valt vilt kort läggs på den mälning du klickar på.</translation>
    </message>
    <message>
        <source>Add</source>
        <comment>button</comment>
        <translation>Lägg till</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard:&lt;/b&gt; select one card and press &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Kasta:&lt;/b&gt; välj ett kort och tryck på &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>button</comment>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Cards waiting in the new-meld area are laid with the discard when they can be; otherwise they go back to your hand first.</source>
        <translation>Kort som väntar i fältet för nya mälningar läggs ut tillsammans med kastet när de kan; annars går de först tillbaka till handen.</translation>
    </message>
    <message>
        <source>Drag and drop does all of it: drag cards onto a meld, onto the new-meld area or onto the discard pile.</source>
        <translation>Dra och släpp klarar allt: dra kort till en mälning, till fältet för nya mälningar eller till högen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; sorts the hand by rank or by suit, &lt;b&gt;%2&lt;/b&gt; shows what the Hard computer would do, and &lt;b&gt;%3&lt;/b&gt; takes back this turn&apos;s melds.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ordnar handen efter valör eller färg, &lt;b&gt;%2&lt;/b&gt; visar vad datorn på Svår skulle göra, och &lt;b&gt;%3&lt;/b&gt; tar tillbaka turens mälningar.</translation>
    </message>
    <message>
        <source>Sort</source>
        <comment>button</comment>
        <translation>Sortera</translation>
    </message>
    <message>
        <source>Tip</source>
        <comment>button</comment>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>button</comment>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Playing at this table</source>
        <translation>Så spelar du här</translation>
    </message>
</context>
<context>
    <name>SallingLessons</name>
    <message>
        <source>Sallingske: the 4s are wild</source>
        <translation>Sallingske: fyrorna är vilda</translation>
    </message>
    <message>
        <source>Sallingske has no jokers: the 4s are wild, worth 50. Select the two queens and one 4 and press Meld: 70 points, enough for the first meld.</source>
        <translation>Sallingske har inga jokrar: fyrorna är vilda och är värda 50. Markera de två damerna och en fyra och tryck på Mäla: 70 poäng, nog för öppningskravet.</translation>
    </message>
    <message>
        <source>A 4 is a wild card here, not a rank to meld: put one 4 with the two queens.</source>
        <translation>En fyra är ett vilt kort här, inte en valör att mäla: lägg en fyra till de två damerna.</translation>
    </message>
    <message>
        <source>Drag the 9 onto the discard pile.</source>
        <translation>Dra nian till högen.</translation>
    </message>
    <message>
        <source>Keep the 4s, they are wild cards; discard the 9.</source>
        <translation>Behåll fyrorna, de är vilda kort; kasta nian.</translation>
    </message>
    <message>
        <source>In Sallingske the 4s are the wild cards.</source>
        <translation>I Sallingske är fyrorna de vilda korten.</translation>
    </message>
    <message>
        <source>Sallingske: the turned-over pile</source>
        <translation>Sallingske: högen vänds</translation>
    </message>
    <message>
        <source>The stock has one card left. Click it to draw it.</source>
        <translation>Det finns ett kort kvar i talongen. Klicka på den för att dra det.</translation>
    </message>
    <message>
        <source>Your side has not melded yet: in Sallingske the pile is taken only after the first meld. Draw the last card of the stock.</source>
        <translation>Ni har inte öppnat än: i Sallingske får högen tas först när laget har öppnat. Dra det sista kortet i talongen.</translation>
    </message>
    <message>
        <source>Drag the 7 onto the discard pile. The stock is empty now: in Sallingske the discard pile is then turned over, not shuffled, and becomes the new stock.</source>
        <translation>Dra sjuan till högen. Nu är talongen tom: i Sallingske vänds då högen, utan att blandas, och blir den nya talongen.</translation>
    </message>
    <message>
        <source>Discard the 7 and watch the pile become the stock.</source>
        <translation>Kasta sjuan och se högen bli den nya talongen.</translation>
    </message>
    <message>
        <source>The pile was turned over into a new stock, and any freeze is gone. Draw from it.</source>
        <translation>Högen har vänts och blivit en ny talong, och den är inte längre frusen. Dra från den.</translation>
    </message>
    <message>
        <source>Draw from the new stock.</source>
        <translation>Dra från den nya talongen.</translation>
    </message>
    <message>
        <source>An empty stock: the pile is turned over and play goes on.</source>
        <translation>En tom talong: högen vänds och spelet fortsätter.</translation>
    </message>
</context>
<context>
    <name>SavedGameTexts</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Filen kunde inte läsas.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Filen är tom.</translation>
    </message>
    <message>
        <source>The file is far too large to be a file of this game.</source>
        <translation>Filen är alldeles för stor för att vara en fil från det här spelet.</translation>
    </message>
    <message>
        <source>The file is damaged: it is cut off or garbled.</source>
        <translation>Filen är skadad: den är avkortad eller förvanskad.</translation>
    </message>
    <message>
        <source>The file is not a file of this game.</source>
        <translation>Filen är inte en fil från det här spelet.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the game.</source>
        <translation>Filen är skriven av en nyare version av spelet.</translation>
    </message>
    <message>
        <source>The file was written by a version of the game too old to read.</source>
        <translation>Filen är skriven av en version av spelet som är för gammal för att kunna läsas.</translation>
    </message>
    <message>
        <source>The file has been changed outside the game.</source>
        <translation>Filen har ändrats utanför spelet.</translation>
    </message>
    <message>
        <source>The file is damaged: some values are missing or wrong.</source>
        <translation>Filen är skadad: vissa värden saknas eller är felaktiga.</translation>
    </message>
    <message>
        <source>The file is damaged: its moves do not lead to its position.</source>
        <translation>Filen är skadad: dess drag leder inte fram till den sparade ställningen.</translation>
    </message>
    <message>
        <source>A set of house rules in the file has a name that cannot be used: it shows nothing, holds control characters, or reads like a built-in game&apos;s name.</source>
        <translation>Ett regelverk i filen har ett namn som inte kan användas: det visar ingenting, innehåller styrtecken eller liknar namnet på ett av spelets egna regelverk.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Den har sparats som %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside (%1).</source>
        <translation>Den kunde inte flyttas undan (%1).</translation>
    </message>
    <message>
        <source>The previous save (one move earlier) was good: you can continue from there.</source>
        <translation>Den föregående sparade versionen (ett drag tidigare) var hel: du kan fortsätta därifrån.</translation>
    </message>
    <message>
        <source>No saved match could be recovered; a new game starts.</source>
        <translation>Inget sparat parti kunde räddas; ett nytt spel börjar.</translation>
    </message>
    <message>
        <source>The saved match could not be loaded.</source>
        <translation>Det sparade partiet kunde inte läsas in.</translation>
    </message>
    <message>
        <source>The statistics were restored from their backup.</source>
        <translation>Statistiken återställdes från säkerhetskopian.</translation>
    </message>
    <message>
        <source>The statistics start afresh.</source>
        <translation>Statistiken börjar om från början.</translation>
    </message>
    <message>
        <source>The statistics could not be loaded.</source>
        <translation>Statistiken kunde inte läsas in.</translation>
    </message>
    <message>
        <source>The settings were restored from their backup.</source>
        <translation>Inställningarna återställdes från säkerhetskopian.</translation>
    </message>
    <message>
        <source>The settings could not be loaded.</source>
        <translation>Inställningarna kunde inte läsas in.</translation>
    </message>
    <message>
        <source>The game uses its standard settings.</source>
        <translation>Spelet använder sina standardinställningar.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet — round %1</source>
        <translation>Poängprotokoll — omgång %1</translation>
    </message>
    <message>
        <source>&amp;Review this round…</source>
        <translation>&amp;Granska omgången…</translation>
    </message>
    <message>
        <source>The deal was checked: it is the deal the host committed to before the first card.</source>
        <translation>Given är kontrollerad: det är den giv som värden band sig vid före det första kortet.</translation>
    </message>
    <message>
        <source>Warning: the host did not commit to this deal before its first card, so it could not be checked.</source>
        <translation>Varning: värden band sig inte vid denna giv före det första kortet, så den kunde inte kontrolleras.</translation>
    </message>
    <message>
        <source>Warning: the deal the host showed is not the one it committed to before the first card.</source>
        <translation>Varning: den giv som värden visade är inte den som den band sig vid före det första kortet.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s record of the round is not a whole game of the deal it committed to.</source>
        <translation>Varning: värdens protokoll över rundan är inte ett helt spel av den giv som den band sig vid.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s record of the round does not match the moves your table showed.</source>
        <translation>Varning: värdens protokoll över rundan stämmer inte med dragen som ditt bord visade.</translation>
    </message>
    <message>
        <source>Melded cards</source>
        <translation>Mälade kort</translation>
    </message>
    <message>
        <source>Natural canastas</source>
        <translation>Rena canastas</translation>
    </message>
    <message>
        <source>Mixed canastas</source>
        <translation>Blandade canastas</translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation>Röda treor</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Utgång</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Kort kvar på handen</translation>
    </message>
    <message>
        <source>Wild-card canastas</source>
        <translation>Canastor av vilda kort</translation>
    </message>
    <message>
        <source>Pile bonus</source>
        <translation>Högbonus</translation>
    </message>
    <message>
        <source>Penalty (partner said yes)</source>
        <translation>Straff (partnern sa ja)</translation>
    </message>
    <message>
        <source>%1 (minus: no canasta)</source>
        <translation>%1 (minus: ingen canasta)</translation>
    </message>
    <message numerus="yes">
        <source>%n natural canasta(s): %1</source>
        <translation>
            <numerusform>%n ren canasta: %1</numerusform>
            <numerusform>%n rena canastor: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mixed canasta(s): %1</source>
        <translation>
            <numerusform>%n blandad canasta: %1</numerusform>
            <numerusform>%n blandade canastor: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n canasta(s) of wild cards: %1</source>
        <translation>
            <numerusform>%n canasta av vilda kort: %1</numerusform>
            <numerusform>%n canastor av vilda kort: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red 3(s): %1</source>
        <translation>
            <numerusform>%n röd trea: %1</numerusform>
            <numerusform>%n röda treor: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(minus: no canasta)</source>
        <translation>(minus: ingen canasta)</translation>
    </message>
    <message>
        <source>(minus: no meld)</source>
        <translation>(minus: ingen målning)</translation>
    </message>
    <message>
        <source>Concealed: %1</source>
        <translation>Dold: %1</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>inga kort</translation>
    </message>
    <message>
        <source>Round total</source>
        <translation>Omgången totalt</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Partiet totalt</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Omgång %1</translation>
    </message>
    <message>
        <source>Playing to %1 points.</source>
        <translation>Det spelas till %1 poäng.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Se resultatet</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <source>Show the deal</source>
        <translation>Visa given</translation>
    </message>
    <message>
        <source>Every hand as it was dealt, the stock&apos;s order and the deal&apos;s code</source>
        <translation>Varje hand som den gavs, talongens ordning och givens kod</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>omgång %1</translation>
    </message>
    <message>
        <source>Expert with your cards</source>
        <translation>Expert med dina kort</translation>
    </message>
    <message>
        <source>The same deal played again with Expert in your seat against the same opponents</source>
        <translation>Samma giv spelad igen med Expert på din plats mot samma motståndare</translation>
    </message>
    <message>
        <source>Expert is playing your cards</source>
        <translation>Expert spelar dina kort</translation>
    </message>
    <message>
        <source>Expert is playing your cards…</source>
        <translation>Expert spelar dina kort…</translation>
    </message>
    <message>
        <source>Expert could not play the deal again.</source>
        <translation>Expert kunde inte spela given igen.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, your partner</source>
        <translation>%1, din partner</translation>
    </message>
    <message>
        <source>%1, an opponent</source>
        <translation>%1, en motståndare</translation>
    </message>
    <message>
        <source>The code for %1: %2</source>
        <translation>Koden åt %1: %2</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Invite again</source>
        <translation>Bjud in igen</translation>
    </message>
    <message>
        <source>Stop waiting: the computer plays</source>
        <translation>Sluta vänta: datorn spelar</translation>
    </message>
    <message>
        <source>Stop inviting: the computer plays</source>
        <translation>Sluta bjuda in: datorn spelar</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopierad</translation>
    </message>
</context>
<context>
    <name>ServerFields</name>
    <message>
        <source>Playing at a distance</source>
        <translation>Spela på distans</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>Use the public servers</source>
        <translation>Använd de offentliga servrarna</translation>
    </message>
    <message>
        <source>Both players must use the same mailbox server. The relay carries the game when the two computers cannot reach each other directly.</source>
        <translation>Båda spelarna måste använda samma brevlådeserver. Reläet för över spelet när de två datorerna inte når varandra direkt.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Brevlådeserver:</translation>
    </message>
    <message>
        <source>Transit relay:</source>
        <translation>Transitrelä:</translation>
    </message>
    <message>
        <source>The mailbox server</source>
        <translation>Brevlådeservern</translation>
    </message>
    <message>
        <source>The transit relay</source>
        <translation>Transitreläet</translation>
    </message>
    <message>
        <source>%1 has a port beyond 1-65535.</source>
        <translation>%1 har en port utanför 1-65535.</translation>
    </message>
    <message>
        <source>The mailbox server is written ws://HOST:PORT/v1 (or wss://…).</source>
        <translation>Brevlådeservern skrivs ws://VÄRD:PORT/v1 (eller wss://…).</translation>
    </message>
    <message>
        <source>The transit relay is written tcp:HOST:PORT, or left empty for none.</source>
        <translation>Transitreläet skrivs tcp:VÄRD:PORT, eller lämnas tomt för inget.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Efter valör</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Efter färg</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blått gitter</translation>
    </message>
    <message>
        <source>Red rosettes</source>
        <translation>Röda rosetter</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationshastighet:</translation>
    </message>
    <message>
        <source>Step through the computer&apos;s turn (it waits for a key or click before each move)</source>
        <translation>Följ datorns tur steg för steg (den väntar på en tangent eller ett klick före varje drag)</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Stora</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Extra stora</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstorlek:</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Fyrfärgslek (♠ svart, ♥ röd, ♦ blå, ♣ grön)</translation>
    </message>
    <message>
        <source>High contrast (dark text on a light table, thicker outlines)</source>
        <translation>Hög kontrast (mörk text på ljust bord, tjockare kanter)</translation>
    </message>
    <message>
        <source>Sort the hand:</source>
        <translation>Sortera handen:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortens baksida:</translation>
    </message>
    <message>
        <source>Default opponent level:</source>
        <translation>Motståndarens standardnivå:</translation>
    </message>
    <message>
        <source>Expert looks ahead and answers within a second</source>
        <translation>Expert räknar framåt och svarar inom en sekund</translation>
    </message>
    <message>
        <source>Tip uses:</source>
        <translation>Tips använder:</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Standardspel:</translation>
    </message>
    <message>
        <source>Ask before a new game ends the match in progress</source>
        <translation>Fråga innan ett nytt spel avbryter det pågående partiet</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Bekräftelser:</translation>
    </message>
    <message>
        <source>For the first three matches</source>
        <translation>Under de tre första partierna</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>Before a discard that lets the next player take a big pile, or a costly way of going out, the game says so once</source>
        <translation>Före ett kast som låter nästa spelare ta en stor hög, eller innan du går ut på ett dyrt sätt, säger spelet det en gång</translation>
    </message>
    <message>
        <source>Teaching hints:</source>
        <translation>Råd under spelet:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Språk:</translation>
    </message>
    <message>
        <source>A new language applies at once.</source>
        <translation>Ett nytt språk gäller direkt.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Last move:</source>
        <translation>Senaste draget:</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Senaste dragen</translation>
    </message>
    <message>
        <source>Read-only: another copy of Canasta owns your saves. Nothing played here is saved.</source>
        <translation>Skrivskyddad: en annan kopia av Canasta äger dina sparade spel. Inget som spelas här sparas.</translation>
    </message>
    <message>
        <source>First meld</source>
        <translation>Första mäldet</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tänker…</translation>
    </message>
    <message>
        <source>one round</source>
        <translation>en omgång</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Mål: %1</translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n round(s)</source>
        <translation>
            <numerusform>Spelet är slut efter %n omgång</numerusform>
            <numerusform>Spelet är slut efter %n omgångar</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Omgång %1</translation>
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
        <translation>Gjord utifrån %1; skillnaden är:</translation>
    </message>
    <message>
        <source>As %1.</source>
        <translation>Som %1.</translation>
    </message>
    <message>
        <source>Help ▸ Rules (F1) has them all.</source>
        <translation>Hjälp ▸ Regler (F1) har dem alla.</translation>
    </message>
    <message>
        <source>Time is up: the match ends after this round</source>
        <translation>Tiden är ute: matchen slutar efter den här omgången</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Tid kvar: %1</translation>
    </message>
    <message>
        <source>First meld: done</source>
        <translation>Öppningskravet: klart</translation>
    </message>
    <message>
        <source>First meld needs %1</source>
        <translation>Öppningskravet är %1</translation>
    </message>
</context>
<context>
    <name>SlowDiskQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) are not saved yet.</source>
        <translation>
            <numerusform>%n drag är inte sparat än.</numerusform>
            <numerusform>%n drag är inte sparade än.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk does not answer (a network folder that went away?). Wait for it: the game saves them as soon as it answers, then closes. Or quit now and lose them: the game goes on from its last save next time.</source>
        <translation>Disken svarar inte (en nätverksmapp som försvunnit?). Vänta på den: spelet sparar dem så snart den svarar och stänger sedan. Eller avsluta nu och förlora dem: nästa gång fortsätter spelet från det senast sparade.</translation>
    </message>
    <message>
        <source>Wait for the disk</source>
        <translation>Vänta på disken</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Avsluta och förlora dem</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
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
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>rank of suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, vald</translation>
    </message>
    <message>
        <source>%1, card %2 of %3 in your hand</source>
        <translation>%1, kort %2 av %3 på handen</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Din hand är tom</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talongen: %n kort</numerusform>
            <numerusform>Talongen: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Högen: tom</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Högen: %n kort</numerusform>
            <numerusform>Högen: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>frusen</translation>
    </message>
    <message>
        <source>blocked by a black 3</source>
        <translation>spärrad av en svart trea</translation>
    </message>
    <message>
        <source>locked for you: you have a meld of this rank</source>
        <translation>låst för dig: du har en målning av den valören</translation>
    </message>
    <message>
        <source>top %1</source>
        <translation>överst %1</translation>
    </message>
    <message>
        <source>New-meld area: empty; press Enter to put the selected cards here</source>
        <translation>Fältet för nya mäld: tomt; tryck Retur för att lägga de valda korten här</translation>
    </message>
    <message>
        <source>New-meld area: %1</source>
        <translation>Fältet för nya mäld: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your meld of %1: %n card(s)</source>
        <translation>
            <numerusform>Ditt mäld av %1: %n kort</numerusform>
            <numerusform>Ditt mäld av %1: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, a canasta</source>
        <translation>%1, en canasta</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kort valt</numerusform>
            <numerusform>%n kort valda</numerusform>
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
        <translation>Nollställ statistik…</translation>
    </message>
    <message>
        <source>The last %1 matches: how far ahead or behind you finished</source>
        <translation>De senaste %1 partierna: hur långt före eller efter du slutade</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Efter datorns nivå</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Efter spel</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Avslutade partier</translation>
    </message>
    <message numerus="yes">
        <source>%n older match(es) are counted above but no longer listed.</source>
        <translation>
            <numerusform>%n äldre parti räknas med ovan men står inte längre i listan.</numerusform>
            <numerusform>%n äldre partier räknas med ovan men står inte längre i listan.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Inga avslutade partier än.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vunna partier</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Vinster i rad just nu</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Flest vinster i rad</translation>
    </message>
    <message>
        <source>Abandoned matches</source>
        <translation>Avbrutna partier</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Spelade omgångar</translation>
    </message>
    <message>
        <source>Best round score</source>
        <translation>Mest poäng i en omgång</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>Genomsnitt per omgång</translation>
    </message>
    <message numerus="yes">
        <source>(%n in the match in progress)</source>
        <translation>
            <numerusform>(%n i det pågående partiet)</numerusform>
            <numerusform>(%n i det pågående partiet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Vunna %</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponent level</source>
        <translation>Motståndarens nivå</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Slutställning</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>%1, at another computer</source>
        <comment>the level of a match joined by code at another&apos;s table</comment>
        <translation>%1, vid en annan dator</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a match&apos;s result: replaced by a new match before it ended</comment>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>a match&apos;s result</comment>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>a match&apos;s result</comment>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <source>Delete all statistics and the list of finished matches? This cannot be undone here (the previous file is kept as a backup).</source>
        <translation>Vill du radera all statistik och listan över avslutade partier? Det kan inte ångras här (den föregående filen sparas som säkerhetskopia).</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistiken kunde inte sparas: %1</translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message>
        <source>The match is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <source>%1 waits until you close the welcome box (Got it, or Esc).</source>
        <translation>%1 väntar tills du stänger välkomstrutan (Uppfattat eller Esc).</translation>
    </message>
    <message>
        <source>Press a key or click the table to let %1 move.</source>
        <translation>Tryck på en tangent eller klicka på bordet för att låta %1 spela.</translation>
    </message>
    <message>
        <source>%1 is answering…</source>
        <translation>%1 svarar…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spelar…</translation>
    </message>
    <message>
        <source>%1 asks you: may I go out? Answer yes or no.</source>
        <translation>%1 frågar dig: Får jag gå ut? Svara ja eller nej.</translation>
    </message>
    <message>
        <source>First go-around: nobody melds yet. Discard one card.</source>
        <translation>Första varvet: ingen mäler än. Kasta ett kort.</translation>
    </message>
    <message>
        <source>The stock is empty: you must take the pile.</source>
        <translation>Talongen är slut: du måste ta högen.</translation>
    </message>
    <message>
        <source>The stock is empty and you cannot take the pile: end the round.</source>
        <translation>Talongen är slut och du kan inte ta högen: avsluta omgången.</translation>
    </message>
    <message>
        <source>The stock is empty: take the pile or end the round.</source>
        <translation>Talongen är slut: ta högen eller avsluta omgången.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n card(s).</source>
        <translation>
            <numerusform>Din tur: dra %n kort.</numerusform>
            <numerusform>Din tur: dra %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n card(s) or take the pile.</source>
        <translation>
            <numerusform>Din tur: dra %n kort eller ta högen.</numerusform>
            <numerusform>Din tur: dra %n kort eller ta högen.</numerusform>
        </translation>
    </message>
    <message>
        <source>New melds wait in the new-meld area: press Meld to lay them, or discard.</source>
        <translation>Nya mälningar väntar i fältet för nya mälningar: tryck på Mäla för att lägga ut dem, eller kasta.</translation>
    </message>
    <message>
        <source>The new melds cannot be laid yet: add cards, Undo, or discard (they go back to your hand).</source>
        <translation>De nya mälningarna kan inte läggas ut än: lägg till fler kort, Ångra eller kasta (då går de tillbaka till handen).</translation>
    </message>
    <message>
        <source>Meld or add to your melds, then discard one card.</source>
        <translation>Mäla eller lägg till på dina mälningar, och kasta sedan ett kort.</translation>
    </message>
    <message>
        <source>To take the pile you need these cards too: press Take pile, change them, or Undo.</source>
        <translation>För att ta högen behöver du också de här korten: tryck på Ta högen, ändra dem eller Ångra.</translation>
    </message>
    <message>
        <source>These cards do not take the pile: drag cards in or out, or Undo.</source>
        <translation>De här korten tar inte högen: dra kort in eller ut, eller Ångra.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>Vänta: det är %1 som har turen.</translation>
    </message>
</context>
<context>
    <name>StepsEditor</name>
    <message>
        <source>Add row</source>
        <translation>Lägg till rad</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Ta bort rad</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>The card table. Tab and Shift+Tab move between your hand, the stock, the pile, the new-meld area and your melds; Left and Right move over the cards, Home and End to the first and the last card; Enter or Space selects a card or acts on the place.</source>
        <translation>Kortbordet. Tabb och Skift+Tabb går mellan din hand, talongen, högen, fältet för nya mäld och dina mäld; Vänster och Höger går över korten, Home och End till det första och det sista kortet; Retur eller Mellanslag väljer ett kort eller gör något på stället.</translation>
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
        <translation>Släpp korten på en mälning, fältet för nya mälningar eller högen.</translation>
    </message>
    <message>
        <source>%1: melds</source>
        <translation>%1: mälningar</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Inga mälningar än</translation>
    </message>
    <message>
        <source>natural</source>
        <comment>a natural canasta</comment>
        <translation>ren</translation>
    </message>
    <message>
        <source>mixed</source>
        <comment>a mixed canasta</comment>
        <translation>blandad</translation>
    </message>
    <message>
        <source>wild cards</source>
        <comment>a canasta of wild cards only</comment>
        <translation>vilda kort</translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation>Frusen</translation>
    </message>
    <message>
        <source>Blocked by a black 3</source>
        <translation>Spärrad av en svart trea</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Spärrad</translation>
    </message>
    <message>
        <source>Locked for you: you have a meld of this rank</source>
        <translation>Låst för dig: du har en målning av den valören</translation>
    </message>
    <message>
        <source>Locked for you</source>
        <translation>Låst för dig</translation>
    </message>
    <message>
        <source>New melds</source>
        <translation>Nya mälningar</translation>
    </message>
    <message>
        <source>First meld: %1 / %2</source>
        <translation>Öppningskrav: %1 / %2</translation>
    </message>
    <message>
        <source>Drop cards here to build new melds</source>
        <translation>Släpp kort här för att bygga nya mälningar</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <comment>the number of cards in the stock</comment>
        <translation>
            <numerusform>Talongen: %n</numerusform>
            <numerusform>Talongen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pile: %n card(s)</source>
        <translation>
            <numerusform>Högen: %n kort</numerusform>
            <numerusform>Högen: %n kort</numerusform>
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
            <numerusform>Kastar du %3 kan %1 lägga det till sin mäldning av %2 och ta högen med %n kort.</numerusform>
            <numerusform>Kastar du %3 kan %1 lägga det till sin mäldning av %2 och ta högen med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on top, %1 can take the pile of %n card(s).</source>
        <translation>
            <numerusform>%1 har troligen ett par %2 (efter de kort som har synts på bordet): kastar du %3 kan %1 ta högen med %n kort.</numerusform>
            <numerusform>%1 har troligen ett par %2 (efter de kort som har synts på bordet): kastar du %3 kan %1 ta högen med %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard anyway</source>
        <translation>Kasta ändå</translation>
    </message>
    <message>
        <source>Going out like this scores %1 points less for your side than going out the way the Tip would. Press Tip to see it.</source>
        <translation>Går du ut på det här sättet får din sida %1 poäng mindre än om du gick ut som Tips skulle göra. Tryck på Tips för att se hur.</translation>
    </message>
    <message>
        <source>After this move, going out this turn scores %1 points less for your side than the way the Tip would go out. Press Tip to see it.</source>
        <translation>Efter det här draget får din sida %1 poäng mindre om du går ut nu än om du gick ut som Tips skulle göra. Tryck på Tips för att se hur.</translation>
    </message>
    <message>
        <source>Go out anyway</source>
        <translation>Gå ut ändå</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Gör det ändå</translation>
    </message>
</context>
<context>
    <name>TipReasonsText</name>
    <message>
        <source>The Tip&apos;s reasons</source>
        <translation>Tipsens skäl</translation>
    </message>
    <message>
        <source>The Tip shows what the computer would do in your place, from what you can see: your hand, the table and the cards taken and thrown so far. Its reason in brackets is the one that decided; the rules above say what may be done, these paragraphs why the Tip chose it.</source>
        <translation>Tips visar vad datorn skulle göra i ditt ställe, utifrån det du kan se: din hand, bordet och de kort som tagits och kastats hittills. Skälet inom parentes är det som avgjorde; reglerna ovan säger vad som är tillåtet, de här styckena varför Tips valde det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pile is not worth taking:&lt;/b&gt; the pile may be taken, but the Tip weighs what taking it brings (its cards, what they meld with your hand, how near they bring a canasta) against the cards a draw from the stock brings, and drawing comes out ahead. A small pile of cards you cannot use seldom pays for the cards from your hand that are laid with its top card.</source>
        <translation>&lt;b&gt;Högen är inte värd att ta:&lt;/b&gt; högen får tas, men Tips väger vad den ger (dess kort, vad de kan mälas med din hand, hur nära en canasta de för dig) mot de kort ett drag från talongen ger, och draget vinner. En liten hög med kort du inte kan använda är sällan värd korten från handen som läggs med dess översta kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The card to discard:&lt;/b&gt; the Tip keeps the cards that build your melds and pairs and throws the one you can best spare: a lone card, or one the next player is unlikely to take the pile with (a rank they threw away themselves, none they have melded, taken or shown a pair of).</source>
        <translation>&lt;b&gt;Kortet att kasta:&lt;/b&gt; Tips behåller korten som bygger dina mäldningar och par och kastar det du bäst kan avvara: ett ensamt kort, eller ett som nästa spelare knappast kan ta högen med (en valör de själva har kastat, ingen de har mält, tagit eller visat ett par av).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Laying points down:&lt;/b&gt; when the opponents have the canastas to go out and few cards left, the cards in your hand may soon count against you, so the Tip melds and discards high cards it would otherwise keep.</source>
        <translation>&lt;b&gt;Poäng ner på bordet:&lt;/b&gt; när motståndarna har de canastor som krävs för att gå ut och få kort kvar kan korten på din hand snart räknas emot dig, så Tips mäler och kastar höga kort som den annars skulle behålla.</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Your last moves could not be saved.</source>
        <translation>Dina senaste drag kunde inte sparas.</translation>
    </message>
    <message>
        <source>If you quit now, they are lost: the game goes on from its last save next time. Free some disk space and keep playing, and the game saves again.</source>
        <translation>Om du avslutar nu går de förlorade: nästa gång fortsätter spelet från det senast sparade. Frigör lite diskutrymme och spela vidare, så sparar spelet igen.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spela vidare</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Avsluta ändå</translation>
    </message>
</context>
<context>
    <name>WindowButtons</name>
    <message>
        <source>Key: %1</source>
        <translation>Tangent: %1</translation>
    </message>
</context>
<context>
    <name>WindowDeal</name>
    <message>
        <source>A deal by code: %1</source>
        <translation>En giv från en kod: %1</translation>
    </message>
    <message>
        <source>The same cards as for anyone who plays this code with the same rules. Your match waits; this deal is not saved and does not count.</source>
        <translation>Samma kort som för alla som spelar den här koden med samma regler. Ditt parti väntar; given sparas inte och räknas inte.</translation>
    </message>
</context>
<context>
    <name>WindowGuest</name>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Delta i ett spel…</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Lämna spelet</translation>
    </message>
    <message>
        <source>Leave the game at the host&apos;s table? A computer takes over your seat there.</source>
        <translation>Lämna spelet vid värdens bord? En dator tar över din plats där.</translation>
    </message>
</context>
<context>
    <name>WindowInvite</name>
    <message>
        <source>&amp;Invite…</source>
        <translation>&amp;Bjud in…</translation>
    </message>
</context>
<context>
    <name>WindowMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Review a round…</source>
        <translation>&amp;Granska en omgång…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>Move &amp;history</source>
        <translation>Drag&amp;historik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Lär dig spela…</translation>
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
        <translation>Spela en giv från en &amp;kod…</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>Tillbaka till s&amp;pelet</translation>
    </message>
    <message>
        <source>&amp;Fairness</source>
        <translation>Rätt&amp;visa</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <source>%1 — %2&apos;s play</source>
        <translation>%1 — %2s spel</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Omgång %1: %2</translation>
    </message>
    <message>
        <source>On the table the better move glows; the cards you played (%1) are framed in red.</source>
        <translation>På bordet lyser det bättre draget; korten du spelade (%1) har en röd ram.</translation>
    </message>
    <message>
        <source>On the table the better move glows: it plays your cards too.</source>
        <translation>På bordet lyser det bättre draget: det spelar också dina kort.</translation>
    </message>
    <message>
        <source>On the table the better move glows.</source>
        <translation>På bordet lyser det bättre draget.</translation>
    </message>
    <message>
        <source>This is a position of the review: press Try again from here to play it, or Back to return.</source>
        <translation>Det här är en ställning från granskningen: tryck på Försök igen härifrån för att spela den, eller Tillbaka för att återvända.</translation>
    </message>
    <message>
        <source>Review: decision %1 — %2</source>
        <translation>Granskning: beslut %1 — %2</translation>
    </message>
    <message>
        <source>The position before your decision, as you saw it. Back (Esc) returns.</source>
        <translation>Ställningen före ditt beslut, som du såg den. Tillbaka (Esc) återvänder.</translation>
    </message>
    <message>
        <source>Trying again: decision %1</source>
        <translation>Försöker igen: beslut %1</translation>
    </message>
    <message>
        <source>The same cards as in the round. This game is not saved and not counted.</source>
        <translation>Samma kort som i omgången. Det här spelet sparas inte och räknas inte.</translation>
    </message>
    <message>
        <source>You played: %1.</source>
        <translation>Du spelade: %1.</translation>
    </message>
    <message>
        <source>Your move is marked: nothing was clearly better.</source>
        <translation>Ditt drag är markerat: inget var klart bättre.</translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Inställningarna kunde inte sparas: %1</translation>
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
        <translation>Läser in ditt sparade parti och din statistik…</translation>
    </message>
</context>
</TS>
