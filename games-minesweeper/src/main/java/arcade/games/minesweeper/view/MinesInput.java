package arcade.games.minesweeper.view;

import arcade.api.host.Play;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesState;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/** Mouse and keys to moves: left reveals (or chords on a number), right flags, middle chords; arrows move the cursor. */
final class MinesInput {
    private final Play<MinesState, MinesMove> play;
    private final MinesView view;
    private final BoardCanvas board;

    private MinesInput(Play<MinesState, MinesMove> play, MinesView view) {
        this.play = play;
        this.view = view;
        this.board = view.board();
    }

    /** Wires the board's mouse and the game's keys (the shell gives the keyboard to the host's root). */
    static void install(Play<MinesState, MinesMove> play, MinesView view) {
        MinesInput input = new MinesInput(play, view);
        BoardCanvas board = view.board();
        board.addEventHandler(MouseEvent.MOUSE_PRESSED, input::mousePressed);
        // The face gasps while a cell is held down, as in the classic game.
        board.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> view.pressing(play.acceptsMoves()));
        board.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> view.pressing(false));
        play.root().addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            input.keyPressed(e);
            if (e.isConsumed() && !board.isFocused()) board.requestFocus();
        });
    }

    private void mousePressed(MouseEvent e) {
        board.requestFocus();
        int cell = board.cellAt(e.getX(), e.getY());
        if (cell < 0 || play.session() == null) return;
        board.followMouse(cell);
        if (e.getButton() == MouseButton.PRIMARY) primary(cell, view.options().get().chordOnClick());
        else if (e.getButton() == MouseButton.SECONDARY) act(flagOrMark(cell), cell);
        else if (e.getButton() == MouseButton.MIDDLE) act(MinesMove.Action.CHORD, cell);
        e.consume();
    }

    private void keyPressed(KeyEvent e) {
        if (e.isControlDown() || e.isAltDown() || e.isMetaDown() || play.session() == null) return;
        if (board.gridCursor().handle(e)) return; // arrows, Home and End move the cursor (the first one shows it)
        int c = Math.max(0, board.cursor());
        switch (e.getCode()) {
            case SPACE, ENTER -> primary(c, true);
            case F -> act(MinesMove.Action.FLAG, c);
            case M -> act(MinesMove.Action.MARK, c);
            case N -> view.assistant().toggleAutoPlay(Assistant.AutoPlay.ONE_STEP);
            case G -> view.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS);
            default -> { return; }
        }
        e.consume();
    }

    /** A reveal on a hidden cell, a chord on an open number (for a click only if the settings say so). */
    private void primary(int cell, boolean chord) {
        boolean open = play.state().cover(cell) == MinesState.OPEN;
        if (open && !chord) return;
        act(open ? MinesMove.Action.CHORD : MinesMove.Action.REVEAL, cell);
    }

    /** Flag, then with question marks on "?", then hidden again. */
    private MinesMove.Action flagOrMark(int cell) {
        int cover = play.state().cover(cell);
        if (cover == MinesState.MARKED || (cover == MinesState.FLAGGED && view.options().get().questionMarks())) return MinesMove.Action.MARK;
        return MinesMove.Action.FLAG;
    }

    /** The player's own move stops auto-play first. */
    private void act(MinesMove.Action a, int cell) {
        if (!play.acceptsMoves()) return;
        view.assistant().stop();
        int w = play.state().width();
        view.moves().play(new MinesMove(a, cell % w, cell / w));
    }
}
