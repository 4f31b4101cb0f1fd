package arcade.games.minesweeper.view;

import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesState;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/** Mouse and keys to moves: left reveals (or chords on a number), right flags, middle chords; arrows move the cursor. */
final class MinesInput {
    private final MinesGame game;
    private final BoardCanvas board;

    MinesInput(MinesGame game, BoardCanvas board) {
        this.game = game;
        this.board = board;
    }

    void mousePressed(MouseEvent e) {
        board.requestFocus();
        int cell = board.cellAt(e.getX(), e.getY());
        if (cell < 0) return;
        board.followMouse(cell);
        if (e.getButton() == MouseButton.PRIMARY) primary(cell, game.settings().chordOnClick());
        else if (e.getButton() == MouseButton.SECONDARY) act(flagOrMark(cell), cell);
        else if (e.getButton() == MouseButton.MIDDLE) act(MinesMove.Action.CHORD, cell);
        e.consume();
    }

    void keyPressed(KeyEvent e) {
        if (e.isControlDown() || e.isAltDown() || e.isMetaDown()) return;
        if (board.gridCursor().handle(e)) return; // arrows, Home and End move the cursor (the first one shows it)
        int c = Math.max(0, board.cursor());
        switch (e.getCode()) {
            case SPACE, ENTER -> { primary(c, true); e.consume(); return; }
            case F -> { act(MinesMove.Action.FLAG, c); e.consume(); return; }
            case M -> { act(MinesMove.Action.MARK, c); e.consume(); return; }
            case N -> { game.assistant().toggleAutoPlay(Assistant.AutoPlay.ONE_STEP); e.consume(); return; }
            case G -> { game.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS); e.consume(); return; }
            default -> { }
        }
    }

    /** A reveal on a hidden cell, a chord on an open number (for a click only if the settings say so). */
    private void primary(int cell, boolean chord) {
        boolean open = game.state().cover(cell) == MinesState.OPEN;
        if (open && !chord) return;
        act(open ? MinesMove.Action.CHORD : MinesMove.Action.REVEAL, cell);
    }

    /** Flag, then with question marks on "?", then hidden again. */
    private MinesMove.Action flagOrMark(int cell) {
        int cover = game.state().cover(cell);
        if (cover == MinesState.MARKED || (cover == MinesState.FLAGGED && game.settings().questionMarks())) return MinesMove.Action.MARK;
        return MinesMove.Action.FLAG;
    }

    private void act(MinesMove.Action a, int cell) {
        int w = game.state().width();
        game.play(new MinesMove(a, cell % w, cell / w));
    }
}
