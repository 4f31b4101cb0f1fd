package arcade.games.capuzzle.view;

import arcade.api.host.Play;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * Turns mouse and keys into guesses, pencil marks and help requests, and nothing else. Left click
 * guesses the selected state (in pencil mode, or with Shift, it toggles that state's pencil mark
 * instead); right click shows the rules that fit the chosen view. Keys: 0–9 choose the state,
 * Shift+0–9 toggle a pencil mark at the cursor, M switches pencil mode, arrows move the cursor,
 * Enter guesses and Space asks for help at the cursor, Ctrl+Shift+L/M/R/V choose the view, Ctrl+H
 * keeps the highlighted rules in a help window, Ctrl+T the path, Ctrl+E the editor, Ctrl+G the generator, Ctrl+P
 * shows or hides the rules, Ctrl+D moves the buttons (top, beside, own window), Ctrl+1 the state
 * numbers, Ctrl+2 the row and column numbers, Ctrl+K the candidate marks, Ctrl+plus and
 * Ctrl+minus zoom the board and Ctrl+0 fits it to the window again.
 */
final class CaInput {
    private final CaView view;
    private final BoardCanvas board;

    private CaInput(CaView view) {
        this.view = view;
        this.board = view.board();
    }

    static void install(Play<CaState, CaMove> play, CaView view) {
        CaInput in = new CaInput(view);
        in.board.gridCursor().hideOnMouse(in.board.node());
        in.board.node().addEventHandler(MouseEvent.MOUSE_PRESSED, in::onPress);
        in.board.node().focusedProperty().addListener((o, a, b) -> in.board.repaint());
        // on the host's root, which holds the keyboard when the chrome gives it to the game: the view's own root never has the focus
        play.root().addEventFilter(KeyEvent.KEY_PRESSED, in::onKey);
    }

    private void onPress(MouseEvent e) {
        board.node().requestFocus();
        HelpView.Cell c = board.cellAt(e.getX(), e.getY());
        if (c == null) return;
        board.setCursor(c);
        if (e.getButton() == MouseButton.PRIMARY) {
            if (e.isShiftDown() || view.bar().pencilMode()) view.togglePencil(c);
            else view.guess(c);
        } else if (e.getButton() == MouseButton.SECONDARY) view.side().showHelp(view.bar().selectedView(), c);
    }

    private void onKey(KeyEvent e) {
        boolean typing = e.getTarget() instanceof javafx.scene.control.TextInputControl;
        if (typing && !e.isShortcutDown()) return;
        KeyCode k = e.getCode();
        if (e.isShortcutDown() && e.isShiftDown()) {
            HelpView v = switch (k) { case L -> HelpView.LEFT; case M -> HelpView.MIDDLE; case R -> HelpView.RIGHT; case V -> HelpView.RESULT; default -> null; };
            if (v != null) { view.bar().selectView(v); e.consume(); }
            return;
        }
        if (e.isShortcutDown()) {
            if (!shortcut(k)) return;
            e.consume();
            return;
        }
        if (view.editing()) return;
        if (k.isDigitKey()) {
            int v = k.getCode() - (k.getCode() >= KeyCode.NUMPAD0.getCode() ? KeyCode.NUMPAD0.getCode() : KeyCode.DIGIT0.getCode());
            if (v < 0 || v >= view.bar().stateCount()) return;
            if (e.isShiftDown()) { view.bar().selectState(v); view.togglePencil(board.cursor()); }
            else view.bar().selectState(v);
            e.consume();
            return;
        }
        switch (k) {
            case UP -> board.moveCursor(-1, 0);
            case DOWN -> board.moveCursor(1, 0);
            case LEFT -> board.moveCursor(0, -1);
            case RIGHT -> board.moveCursor(0, 1);
            case ENTER -> view.guess(board.cursor());
            case SPACE -> view.side().showHelp(view.bar().selectedView(), board.cursor());
            case M -> view.bar().togglePencilMode();
            default -> { return; }
        }
        if (!board.node().isFocused()) board.node().requestFocus();
        e.consume();
    }

    /** Ctrl+key commands; false for a key that is not one of them. */
    private boolean shortcut(KeyCode k) {
        CaSettings s = view.settings();
        switch (k) {
            case H -> view.side().toHelpWindow();
            case E -> view.openEditor();
            case G -> view.openGenerator();
            case T -> view.openPath();
            case DIGIT1 -> view.saveSettings(s.withShowNumbers(!s.showNumbers()));
            case DIGIT2 -> view.saveSettings(s.withLabels(!s.showsLabels()));
            case P -> view.toggleOverview();
            case D -> view.toggleBarPlacement();
            case K -> view.toggleCandidates();
            case EQUALS, PLUS, ADD -> board.zoomBy(4);
            case MINUS, SUBTRACT -> board.zoomBy(-4);
            case DIGIT0, NUMPAD0 -> board.fitAgain();
            default -> { return false; }
        }
        return true;
    }
}
