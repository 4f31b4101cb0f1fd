package arcade.games.solitaire.view;

import arcade.api.fx.CanvasPane;
import arcade.api.host.Play;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;

/** Wires the table's mouse and keys ({@link TableInput}, its drag on the FX kit's) to the view: any input of the player stops auto-play first. */
final class SolitaireInput {
    private SolitaireInput() {}

    static void install(Play<KlondikeState, KlondikeMove> play, SolitaireView view) {
        CanvasPane canvas = view.canvas();
        TableInput[] self = new TableInput[1];
        TableInput input = new TableInput(canvas, play.context().animations(), play::acceptsMoves, play::state, view::geometry,
                m -> view.playByHand(m, self[0].dropping), view::repaint, play::say);
        self[0] = input;
        view.setInput(input);
        canvas.setOnMousePressed(e -> {
            canvas.requestFocus();
            view.autoPlay().stop();
            if (!play.acceptsMoves()) return;
            play.say(""); // a new action: the last refusal or hint no longer applies
            input.pressed(e);
        });
        // The drag's own handlers run first (added before these): a release it consumed was a drop.
        canvas.setOnMouseReleased(e -> { if (play.acceptsMoves()) input.released(e); });
        canvas.setOnKeyPressed(e -> {
            if (!play.acceptsMoves()) return;
            view.autoPlay().stop();
            if (input.key(e)) e.consume();
        });
        // The shell gives the keyboard to the host's root (on opening, after a dialog): the keys belong to the table.
        play.root().focusedProperty().addListener((o, was, focused) -> { if (focused) canvas.requestFocus(); });
        canvas.sceneProperty().addListener((o, was, scene) -> { if (scene != null) javafx.application.Platform.runLater(canvas::requestFocus); });
    }
}
