package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

/** Views written as rows: '.' or '#' hidden, 'F' flag, '0'–'8' revealed. */
final class Boards {
    private Boards() {}

    static PlayerBoard view(int mines, String... rows) {
        int w = rows[0].length();
        byte[] cells = new byte[w * rows.length];
        for (int y = 0; y < rows.length; y++) for (int x = 0; x < w; x++) {
            char ch = rows[y].charAt(x);
            cells[y * w + x] = ch == 'F' ? PlayerBoard.FLAG : ch == '.' || ch == '#' ? PlayerBoard.HIDDEN : (byte) (ch - '0');
        }
        return new PlayerBoard(w, rows.length, mines, cells);
    }
}
