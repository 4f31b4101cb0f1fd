package arcade.gamesystem.view;

import arcade.api.host.Play;
import arcade.api.model.NodeKind;
import arcade.api.session.Session;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

import java.util.List;

/**
 * Mouse and keys to moves: a click on a zone (or Enter at the board's keyboard cursor) plays the
 * one move it means, lists several to choose from, or rolls the die; the move list plays with a
 * click or Enter. Nothing here changes the game but through the host.
 */
final class RulesInput {
    private final Play<RulesState, RulesMove> play;
    private final RulesView view;

    private RulesInput(Play<RulesState, RulesMove> play, RulesView view) {
        this.play = play;
        this.view = view;
    }

    static void install(Play<RulesState, RulesMove> play, RulesView view) {
        RulesInput in = new RulesInput(play, view);
        view.canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, in::clicked);
        view.canvas.addEventFilter(KeyEvent.KEY_PRESSED, in::boardKey);
        view.moves.setOnMouseClicked(e -> in.playSelected());
        view.moves.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) { in.playSelected(); e.consume(); }
        });
        view.bar.roll.setOnAction(e -> in.roll());
    }

    private void clicked(MouseEvent e) {
        view.canvas.requestFocus();
        Zone z = view.painter.zoneAt(e.getX(), e.getY());
        if (z != null) view.cursorZone = z;
        activate(z);
    }

    /** Arrow keys move the board's cursor from zone to zone; Enter or Space plays there, like a click, or rolls the die. */
    private void boardKey(KeyEvent e) {
        boolean enter = e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE;
        if (enter && view.canRoll()) roll();
        else if (enter && view.cursorZone == null) view.cursorZone = BoardCursor.next(view.painter.areas(), null, KeyCode.RIGHT); // first show where it is
        else if (enter) activate(view.cursorZone);
        else if (BoardCursor.isArrow(e.getCode())) view.cursorZone = BoardCursor.next(view.painter.areas(), view.cursorZone, e.getCode());
        else return;
        view.canvas.repaint();
        e.consume();
    }

    private void activate(Zone z) {
        if (z == null || !play.acceptsMoves()) return;
        RulesState s = play.state();
        if (view.rules().kind(s) == NodeKind.CHANCE) {
            if (s.game().die().map(d -> d.rest().equals(z)).orElse(false)) roll();
            else play.say("Roll the die first.");
            return;
        }
        List<RulesMove> legal = view.rules().legalMoves(s);
        List<RulesMove> c = MovePicker.candidates(s, legal, z);
        if (SowingLayout.of(s.game()) != null) // a click on a pit sows that pit, not the ones whose seeds would pass it
            c = c.stream().filter(m -> MovePicker.zonesOf(s, m).stream().findFirst().filter(z::equals).isPresent()).toList();
        if (c.size() == 1) play.play(c.get(0));
        else if (c.isEmpty()) play.say("No move there.");
        else {
            view.offer(c);
            play.say("Choose one of the listed moves.");
        }
    }

    private void playSelected() {
        RulesMove m = view.moves.getSelectionModel().getSelectedItem();
        if (m != null) play.play(m);
    }

    private void roll() {
        if (!view.canRoll()) return;
        play.perform(List.of(Session.Step.chance(view.side.roll(play.state()))));
    }
}
