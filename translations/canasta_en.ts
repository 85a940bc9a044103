<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>ButtonTexts</name>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>Draw %n</numerusform>
            <numerusform>Draw %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>%n new message(s)</source>
        <translation>
            <numerusform>%n new message</numerusform>
            <numerusform>%n new messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConditionText</name>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Your side needs %n canasta on the table to go out, and it must be there before your turn begins: you may not go out in the turn that completed it. Until then you must keep at least two cards in your hand after melding.</numerusform>
            <numerusform>Your side needs %n canastas on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>You need %n canasta on the table to go out, and it must be there before your turn begins: you may not go out in the turn that completed it. Until then you must keep at least two cards in your hand after melding.</numerusform>
            <numerusform>You need %n canastas on the table to go out, and they must be there before your turn begins: you may not go out in the turn that completed them. Until then you must keep at least two cards in your hand after melding.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskWait</name>
    <message numerus="yes">
        <source>Waiting for the disk to save %n move(s); the game closes once they are saved. Close it again to quit without them.</source>
        <translation>
            <numerusform>Waiting for the disk to save %n move; the game closes once it is saved. Close it again to quit without it.</numerusform>
            <numerusform>Waiting for the disk to save %n moves; the game closes once they are saved. Close it again to quit without them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvitationTexts</name>
    <message numerus="yes">
        <source>%1&apos;s connection is lost. Waiting for it to come back; after %n second(s) the computer (%2) plays for %1, and a new code for %1 shows here (for a game that was closed).</source>
        <translation>
            <numerusform>%1&apos;s connection is lost. Waiting for it to come back; after %n second the computer (%2) plays for %1, and a new code for %1 shows here (for a game that was closed).</numerusform>
            <numerusform>%1&apos;s connection is lost. Waiting for it to come back; after %n seconds the computer (%2) plays for %1, and a new code for %1 shows here (for a game that was closed).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n round(s) of this match cannot be reviewed: the record could not be read (round %1). The match goes on.</source>
        <translation>
            <numerusform>%n round of this match cannot be reviewed: its record could not be read (round %1). The match goes on.</numerusform>
            <numerusform>%n rounds of this match cannot be reviewed: their records could not be read (rounds %1). The match goes on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchOverDialog</name>
    <message numerus="yes">
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n round played.</numerusform>
            <numerusform>%n rounds played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message numerus="yes">
        <source>A meld needs at least %n card(s).</source>
        <translation>
            <numerusform>A meld needs at least %n card.</numerusform>
            <numerusform>A meld needs at least %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>A meld needs at least %n natural card.</numerusform>
            <numerusform>A meld needs at least %n natural cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>A meld may hold at most %n wild card.</numerusform>
            <numerusform>A meld may hold at most %n wild cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld of wild cards only holds at most %n card(s): it is a canasta.</source>
        <translation>
            <numerusform>A meld of wild cards only holds at most %n card: it is a canasta.</numerusform>
            <numerusform>A meld of wild cards only holds at most %n cards: it is a canasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep at least two cards: going out needs %n canasta(s) first.</source>
        <translation>
            <numerusform>Keep at least two cards: going out needs %n canasta first.</numerusform>
            <numerusform>Keep at least two cards: going out needs %n canastas first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Going out needs %n canasta(s).</source>
        <translation>
            <numerusform>Going out needs %n canasta.</numerusform>
            <numerusform>Going out needs %n canastas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not now: going out needs %n canasta(s), and your side cannot have them this turn.</source>
        <translation>
            <numerusform>Not now: going out needs %n canasta, and your side cannot have it this turn.</numerusform>
            <numerusform>Not now: going out needs %n canastas, and your side cannot have them this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %n card(s).</source>
        <translation>
            <numerusform>You drew %n card.</numerusform>
            <numerusform>You drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drew %n card.</numerusform>
            <numerusform>%1 drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took the pile: %n card(s).</source>
        <translation>
            <numerusform>You took the pile: %n card.</numerusform>
            <numerusform>You took the pile: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 took the pile: %n card.</numerusform>
            <numerusform>%1 took the pile: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile was turned over as the new stock: %n card(s).</source>
        <translation>
            <numerusform>The discard pile was turned over as the new stock: %n card.</numerusform>
            <numerusform>The discard pile was turned over as the new stock: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s)) is not worth taking</source>
        <translation>
            <numerusform>the pile (%n card) is not worth taking</numerusform>
            <numerusform>the pile (%n cards) is not worth taking</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for your pair of %1</source>
        <translation>
            <numerusform>%n card for your pair of %1</numerusform>
            <numerusform>%n cards for your pair of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fits your %1</source>
        <translation>
            <numerusform>%n card, and the top card fits your %1</numerusform>
            <numerusform>%n cards, and the top card fits your %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for a natural %1 and a wild card</source>
        <translation>
            <numerusform>%n card for a natural %1 and a wild card</numerusform>
            <numerusform>%n cards for a natural %1 and a wild card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opens your side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n card, and it opens your side (%1 of %2 points)</numerusform>
            <numerusform>%n cards, and it opens your side (%1 of %2 points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a new meld of %n %1</source>
        <translation>
            <numerusform>a new meld of %n %1</numerusform>
            <numerusform>a new meld of %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) for your %1</source>
        <translation>
            <numerusform>%n more card for your %1</numerusform>
            <numerusform>%n more cards for your %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stock is nearly gone (%n card(s) left)</source>
        <translation>
            <numerusform>the stock is nearly gone (%n card left)</numerusform>
            <numerusform>the stock is nearly gone (%n cards left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>freeze a big pile (%n card)</numerusform>
            <numerusform>freeze a big pile (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message numerus="yes">
        <source>the pile (%n card(s)) was not worth taking</source>
        <translation>
            <numerusform>the pile (%n card) was not worth taking</numerusform>
            <numerusform>the pile (%n cards) was not worth taking</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a pair of %1</source>
        <translation>
            <numerusform>%n card, for a pair of %1</numerusform>
            <numerusform>%n cards, for a pair of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and the top card fitted their %1</source>
        <translation>
            <numerusform>%n card, and the top card fitted their %1</numerusform>
            <numerusform>%n cards, and the top card fitted their %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), for a natural card and a wild card</source>
        <translation>
            <numerusform>%n card, for a natural card and a wild card</numerusform>
            <numerusform>%n cards, for a natural card and a wild card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), and it opened their side (%1 of %2 points)</source>
        <translation>
            <numerusform>%n card, and it opened their side (%1 of %2 points)</numerusform>
            <numerusform>%n cards, and it opened their side (%1 of %2 points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>their hand was light: %n card(s)</source>
        <translation>
            <numerusform>their hand was light: %n card</numerusform>
            <numerusform>their hand was light: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stock was nearly used up: %n card(s) left</source>
        <translation>
            <numerusform>the stock was nearly used up: %n card left</numerusform>
            <numerusform>the stock was nearly used up: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>they still held %n card(s)</source>
        <translation>
            <numerusform>they still held %n card</numerusform>
            <numerusform>they still held %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to freeze a big pile (%n card(s))</source>
        <translation>
            <numerusform>to freeze a big pile (%n card)</numerusform>
            <numerusform>to freeze a big pile (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartnerAnswerText</name>
    <message numerus="yes">
        <source>Yes — my hand is light: %n card(s).</source>
        <translation>
            <numerusform>Yes — my hand is light: %n card.</numerusform>
            <numerusform>Yes — my hand is light: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes — the stock is nearly used up: %n card(s) left.</source>
        <translation>
            <numerusform>Yes — the stock is nearly used up: %n card left.</numerusform>
            <numerusform>Yes — the stock is nearly used up: %n cards left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No — I still hold %n card(s).</source>
        <translation>
            <numerusform>No — I still hold %n card.</numerusform>
            <numerusform>No — I still hold %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndText</name>
    <message numerus="yes">
        <source>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen. This happens at most %n time(s).</source>
        <translation>
            <numerusform>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen. This happens at most %n time.</numerusform>
            <numerusform>When the stock is empty, the discard pile is turned over, without shuffling, as the new stock, and it is no longer frozen. This happens at most %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turn-over(s) of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</source>
        <translation>
            <numerusform>After %n turn-over of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</numerusform>
            <numerusform>After %n turn-overs of the pile, the round ends when the stock runs out again, as in classic Canasta (§2.10):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleDifferences</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <source>In your turn you first draw %n card(s) from the stock, or take the whole discard pile. Then you may meld. Last you discard one card onto the discard pile, and the turn passes to the left.</source>
        <translation>
            <numerusform>In your turn you first draw %n card from the stock, or take the whole discard pile. Then you may meld. Last you discard one card onto the discard pile, and the turn passes to the left.</numerusform>
            <numerusform>In your turn you first draw %n cards from the stock, or take the whole discard pile. Then you may meld. Last you discard one card onto the discard pile, and the turn passes to the left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld needs at least %n natural card(s).</source>
        <translation>
            <numerusform>A meld needs at least %n natural card.</numerusform>
            <numerusform>A meld needs at least %n natural cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A meld may hold at most %n wild card(s).</source>
        <translation>
            <numerusform>A meld may hold at most %n wild card.</numerusform>
            <numerusform>A meld may hold at most %n wild cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your side needs %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>Your side needs %n canasta on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</numerusform>
            <numerusform>Your side needs %n canastas on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n canasta(s) on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</source>
        <translation>
            <numerusform>You need %n canasta on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</numerusform>
            <numerusform>You need %n canastas on the table to go out; one completed in the same turn counts. Until then you must keep at least two cards in your hand after melding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <comment>button</comment>
        <translation>
            <numerusform>Draw %n</numerusform>
            <numerusform>Draw %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message numerus="yes">
        <source>%n natural canasta(s): %1</source>
        <translation>
            <numerusform>%n natural canasta: %1</numerusform>
            <numerusform>%n natural canastas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mixed canasta(s): %1</source>
        <translation>
            <numerusform>%n mixed canasta: %1</numerusform>
            <numerusform>%n mixed canastas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n canasta(s) of wild cards: %1</source>
        <translation>
            <numerusform>%n canasta of wild cards: %1</numerusform>
            <numerusform>%n canastas of wild cards: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red 3(s): %1</source>
        <translation>
            <numerusform>%n red 3: %1</numerusform>
            <numerusform>%n red 3s: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>The match is over after %n round(s)</source>
        <translation>
            <numerusform>The match is over after %n round</numerusform>
            <numerusform>The match is over after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlowDiskQuestion</name>
    <message numerus="yes">
        <source>%n move(s) are not saved yet.</source>
        <translation>
            <numerusform>%n move is not saved yet.</numerusform>
            <numerusform>%n moves are not saved yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your meld of %1: %n card(s)</source>
        <translation>
            <numerusform>Your meld of %1: %n card</numerusform>
            <numerusform>Your meld of %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n card selected</numerusform>
            <numerusform>%n cards selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n older match(es) are counted above but no longer listed.</source>
        <translation>
            <numerusform>%n older match is counted above but no longer listed.</numerusform>
            <numerusform>%n older matches are counted above but no longer listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n in the match in progress)</source>
        <translation>
            <numerusform>(%n in the match in progress)</numerusform>
            <numerusform>(%n in the match in progress)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>Your turn: draw %n card(s).</source>
        <translation>
            <numerusform>Your turn: draw %n card.</numerusform>
            <numerusform>Your turn: draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n card(s) or take the pile.</source>
        <translation>
            <numerusform>Your turn: draw %n card or take the pile.</numerusform>
            <numerusform>Your turn: draw %n cards or take the pile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>Stock: %n</source>
        <comment>the number of cards in the stock</comment>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pile: %n card(s)</source>
        <translation>
            <numerusform>Pile: %n card</numerusform>
            <numerusform>Pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %n card</numerusform>
            <numerusform>%1 · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeachingText</name>
    <message numerus="yes">
        <source>%1 can add your %3 to their meld of %2 and take the pile of %n card(s) with it.</source>
        <translation>
            <numerusform>%1 can add your %3 to their meld of %2 and take the pile of %n card with it.</numerusform>
            <numerusform>%1 can add your %3 to their meld of %2 and take the pile of %n cards with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on top, %1 can take the pile of %n card(s).</source>
        <translation>
            <numerusform>%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on top, %1 can take the pile of %n card.</numerusform>
            <numerusform>%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on top, %1 can take the pile of %n cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
