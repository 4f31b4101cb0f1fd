package arcade.games.minesweeper.tools;

import arcade.api.tool.ToolArgsException;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.List;

/** The analyze file format: {@code W H M}, then H rows of W characters ('.' hidden, 'F' mine, '0'–'8'). */
final class BoardFile {
    /** The largest board (1000 × 1000) with room for spaces around its rows; anything larger is refused unread. */
    static final long MAX_BYTES = 4L << 20;

    private BoardFile() {}

    static PlayerBoard parse(String text) throws ToolArgsException {
        List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) throw new ToolArgsException("the board file is empty");
        String[] head = lines.get(0).split("\\s+");
        int w, h, m;
        try {
            if (head.length != 3) throw new NumberFormatException();
            w = Integer.parseInt(head[0]);
            h = Integer.parseInt(head[1]);
            m = Integer.parseInt(head[2]);
        } catch (NumberFormatException e) {
            throw new ToolArgsException("the first line must be 'W H M' (width, height, mines), found '" + arcade.api.tool.ToolArgs.echo(lines.get(0)) + "'");
        }
        if (w < 1 || h < 1 || w > 1000 || h > 1000 || m < 0 || m > w * h)
            throw new ToolArgsException("a " + w + "×" + h + " board with " + m + " mines is not possible");
        if (lines.size() - 1 != h) throw new ToolArgsException("the board has " + (lines.size() - 1) + " rows, the first line says " + h);
        byte[] cells = new byte[w * h];
        for (int y = 0; y < h; y++) {
            String row = lines.get(y + 1);
            if (row.length() != w) throw new ToolArgsException("row " + (y + 1) + " has " + row.length() + " cells, the first line says " + w);
            for (int x = 0; x < w; x++) {
                char c = row.charAt(x);
                if (c == '.') cells[y * w + x] = PlayerBoard.HIDDEN;
                else if (c == 'F' || c == 'f') cells[y * w + x] = PlayerBoard.FLAG;
                else if (c >= '0' && c <= '8') cells[y * w + x] = (byte) (c - '0');
                else throw new ToolArgsException("row " + (y + 1) + ", column " + (x + 1) + ": '" + c + "' is not . F or 0-8");
            }
        }
        return new PlayerBoard(w, h, m, cells);
    }
}
