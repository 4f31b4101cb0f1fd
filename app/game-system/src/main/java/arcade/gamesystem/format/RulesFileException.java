package arcade.gamesystem.format;

/**
 * A rules file that cannot be played: the message names the file, the place (a line and column
 * for broken JSON, or the JSON path of the field) and what is wrong, in words for players.
 */
public class RulesFileException extends Exception {
    private final String file;
    private final String where;
    private final String problem;

    public RulesFileException(String file, String where, String problem) {
        super(file + ": " + (where.isEmpty() ? "" : where + ": ") + problem);
        this.file = file;
        this.where = where;
        this.problem = problem;
    }

    /** The file's name (without its folder). */
    public String file() { return file; }

    /** "line 3, column 7" or a JSON path such as {@code moves[0].pre[1]}; empty for the whole file. */
    public String where() { return where; }

    /** What is wrong, without the file and place. */
    public String problem() { return problem; }
}
