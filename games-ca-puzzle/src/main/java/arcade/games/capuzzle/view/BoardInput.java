package arcade.games.capuzzle.view;

import arcade.games.capuzzle.model.HelpView;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * Turns mouse and keys into guesses and help requests, and nothing else. Left click guesses the
 * selected state; right click asks for help with the chosen view. Keys: 0–9 choose the state,
 * arrows move the cursor, Enter guesses and Space asks for help at the cursor, Ctrl+Shift+L/M/R/V
 * choose the view, Ctrl+H keeps the highlighted rules in a help window, Ctrl+E the editor,
 * Ctrl+G the generator, Ctrl+P shows or hides the rules, Ctrl+D moves the buttons (top, beside, own window), Ctrl+1 the state numbers, Ctrl+K the candidate marks, Ctrl+plus and
 * Ctrl+minus zoom the board.
 */
final class BoardInput {
    private final CaGame game;
    private final BoardCanvas board;

    BoardInput(CaGame game, BoardCanvas board) {
        this.game = game;
        this.board = board;
    }

    void install(Node root) {
        board.node().addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            board.node().requestFocus();
            HelpView.Cell c = board.cellAt(e.getX(), e.getY());
            if (c == null) return;
            board.setCursor(c);
            if (e.getButton() == MouseButton.PRIMARY) game.guess(c);
            else if (e.getButton() == MouseButton.SECONDARY) game.side().showHelp(game.bar().selectedView(), c);
        });
        board.node().focusedProperty().addListener((o, a, b) -> board.node().repaint());
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
    }

    private void onKey(KeyEvent e) {
        boolean typing = e.getTarget() instanceof javafx.scene.control.TextInputControl;
        if (typing && !e.isShortcutDown()) return;
        KeyCode k = e.getCode();
        if (e.isShortcutDown() && e.isShiftDown()) {
            HelpView v = switch (k) { case L -> HelpView.LEFT; case M -> HelpView.MIDDLE; case R -> HelpView.RIGHT; case V -> HelpView.RESULT; default -> null; };
            if (v != null) { game.bar().selectView(v); e.consume(); }
            return;
        }
        if (e.isShortcutDown()) {
            switch (k) {
                case H -> game.side().toHelpWindow();
                case E -> game.openEditor();
                case G -> game.openGenerator();
                case DIGIT1 -> game.saveSettings(game.settings().withShowNumbers(!game.settings().showNumbers()));
                case P -> game.toggleOverview();
                case D -> game.toggleBarPlacement();
                case K -> game.toggleCandidates();
                case EQUALS, PLUS, ADD -> game.saveSettings(game.settings().withCellSize(game.settings().cellSize() + 4));
                case MINUS, SUBTRACT -> game.saveSettings(game.settings().withCellSize(game.settings().cellSize() - 4));
                default -> { return; }
            }
            e.consume();
            return;
        }
        if (game.editing()) return;
        if (k.isDigitKey()) {
            int v = k.getCode() - (k.getCode() >= KeyCode.NUMPAD0.getCode() ? KeyCode.NUMPAD0.getCode() : KeyCode.DIGIT0.getCode());
            if (v >= 0 && v < game.bar().stateCount()) { game.bar().selectState(v); e.consume(); }
            return;
        }
        switch (k) {
            case UP -> board.moveCursor(-1, 0);
            case DOWN -> board.moveCursor(1, 0);
            case LEFT -> board.moveCursor(0, -1);
            case RIGHT -> board.moveCursor(0, 1);
            case ENTER -> game.guess(board.cursor());
            case SPACE -> game.side().showHelp(game.bar().selectedView(), board.cursor());
            default -> { return; }
        }
        if (!board.node().isFocused()) board.node().requestFocus();
        e.consume();
    }
}
