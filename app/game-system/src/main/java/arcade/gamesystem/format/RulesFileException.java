package arcade.gamesystem.format;

/**
 * A rules file that cannot be played: the message names the file, the place (the line and column,
 * and for a field the JSON path such as {@code moves[0].pre[1]}) and what is wrong, in words for players.
 */
public class RulesFileException extends Exception {
    private final String file;
    private final String where;
    private final String problem;
    private final int line;
    private final int column;

    public RulesFileException(String file, String where, String problem) { this(file, where, problem, 0, 0); }

    public RulesFileException(String file, String where, String problem, int line, int column) {
        super(file + ": " + place(where, line, column) + problem);
        this.file = file;
        this.where = where;
        this.problem = problem;
        this.line = line;
        this.column = column;
    }

    private static String place(String where, int line, int column) {
        if (line <= 0 || where.startsWith("line ")) return where.isEmpty() ? "" : where + ": ";
        return "line " + line + ", column " + column + (where.isEmpty() || where.equals("top level") ? "" : " (" + where + ")") + ": ";
    }

    /** The file's name (without its folder). */
    public String file() { return file; }

    /** "line 3, column 7" for broken JSON, else the JSON path such as {@code moves[0].pre[1]}; empty for the whole file. */
    public String where() { return where; }

    /** What is wrong, without the file and place. */
    public String problem() { return problem; }

    /** The line the problem is on (from 1), or 0 when it concerns the whole file. */
    public int line() { return line; }

    /** The column the problem starts at (from 1), or 0. */
    public int column() { return column; }
}
