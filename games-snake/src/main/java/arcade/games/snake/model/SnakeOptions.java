package arcade.games.snake.model;

import arcade.api.model.ParamsException;
import arcade.games.snake.engine.Boundary;

import java.util.Locale;
import java.util.Objects;

/**
 * What the player picks before a game (the "params" of a {@code GameId}). The compact text form is
 * {@code WxH-s<speed>[up]-<ring|torus>-a<apples>-p<0|1>-<level>-<1p|2p>}, e.g. the thesis's
 * defaults are {@code 20x20-s3-ring-a1-p1-box-1p} ({@link #thesis()}).
 *
 * @param cols    field width W in computed cells, walls included (thesis: 20)
 * @param rows    field height H (thesis: 20)
 * @param speed   speed level 1..5; level 3 is the thesis's 0.3 s per step
 * @param speedUp gradual speed-up: each apple shortens the period by 3 % (down to 0.06 s)
 * @param torus   wrapping edges (THESIS §5 approach 2) instead of the fictitious ring
 * @param apples  apples on the field at once (thesis: 1); each eaten apple is replaced
 * @param poison  every eaten apple also drops a poison (thesis: on)
 * @param level   wall layout (thesis: {@link Level#BOX})
 * @param snakes  1, or 2 for two snakes on one keyboard
 * @param growth  steps of life every cell of the snake gains per apple (thesis: 3; classic rules: 1)
 * @param tailFollow the head may enter the cell the tail leaves in the same step (classic rules;
 *                the thesis makes it a bite)
 * @param startLength the length the snake unrolls to at the start (thesis: 5)
 * @param moreBonuses a bonus may also be a shrink (−3 length) or a slow-down, each its own cell
 *                state with its own arcs (not in the thesis)
 * @param lives   lives at the start (thesis: 1): a death with a life to spare restarts the field
 *                (the campaign: the level) with one life less, keeping the score
 * @param extraBonuses a bonus may also be an extra life or a fake (looks like the points bonus,
 *                costs points), each its own cell state with its own arcs (not in the thesis)
 * @param rivals  computer snakes sharing the field with one player, 0..3 (snake ids 2..4)
 * @param rivalStrength how well the rivals play
 * @param rounds  two players: round wins that win the match, 1..{@link #MAX_ROUNDS}; a crash ends
 *                the round, the field is laid out again and the survivor scores a round (not in the
 *                thesis). 0 is the first two-player game, kept so its params still mean what they
 *                meant: one round, from the corner starts.
 */
public record SnakeOptions(int cols, int rows, int speed, boolean speedUp, boolean torus, int apples,
                           boolean poison, Level level, int snakes, int growth, boolean tailFollow, int startLength,
                           boolean moreBonuses, int lives, boolean extraBonuses, int rivals, RivalStrength rivalStrength,
                           int rounds) {

    /** Thesis growth per apple. */
    public static final int THESIS_GROWTH = 3;
    public static final int MAX_GROWTH = 9, MAX_START_LENGTH = 99, MAX_LIVES = 9, MAX_RIVALS = 3, MAX_ROUNDS = 9;

    public static final int MIN_SIDE = 5, MAX_SIDE = 2000;
    private static final double[] PERIODS = {0.5, 0.4, 0.3, 0.2, 0.12};
    private static final double SPEED_UP_FACTOR = 0.97, MIN_PERIOD = 0.06;

    public SnakeOptions {
        Objects.requireNonNull(level, "level");
        if (cols < MIN_SIDE || rows < MIN_SIDE || cols > MAX_SIDE || rows > MAX_SIDE)
            throw new IllegalArgumentException("field sides must be between " + MIN_SIDE + " and " + MAX_SIDE + ", got " + cols + "x" + rows);
        if (speed < 1 || speed > PERIODS.length) throw new IllegalArgumentException("speed must be 1.." + PERIODS.length + ", got " + speed);
        if (apples < 1 || apples > 9) throw new IllegalArgumentException("apples must be 1..9, got " + apples);
        if (snakes < 1 || snakes > 2) throw new IllegalArgumentException("snakes must be 1 or 2, got " + snakes);
        if (growth < 1 || growth > MAX_GROWTH) throw new IllegalArgumentException("growth per apple must be 1.." + MAX_GROWTH + ", got " + growth);
        if (startLength < 1 || startLength > MAX_START_LENGTH)
            throw new IllegalArgumentException("start length must be 1.." + MAX_START_LENGTH + ", got " + startLength);
        if (lives < 1 || lives > MAX_LIVES) throw new IllegalArgumentException("lives must be 1.." + MAX_LIVES + ", got " + lives);
        if (lives > 1 && snakes > 1) throw new IllegalArgumentException("lives are for one player; two players have one life each");
        Objects.requireNonNull(rivalStrength, "rivalStrength");
        if (rivals < 0 || rivals > MAX_RIVALS) throw new IllegalArgumentException("rivals must be 0.." + MAX_RIVALS + ", got " + rivals);
        if (rivals > 0 && snakes > 1) throw new IllegalArgumentException("computer rivals play against one player, not two");
        if (rounds < 0 || rounds > MAX_ROUNDS) throw new IllegalArgumentException("rounds to win must be 1.." + MAX_ROUNDS + ", got " + rounds);
        if (rounds > 0 && snakes != 2) throw new IllegalArgumentException("rounds are for two players");
        if (level == Level.CAMPAIGN && (cols != Campaign.COLS || rows != Campaign.ROWS || snakes != 1 || torus))
            throw new IllegalArgumentException("the campaign is played by one snake on its own " + Campaign.COLS + "x" + Campaign.ROWS + " maps");
    }

    /** Options under the thesis's rules (+3 growth, no tail-following, start length 5). */
    public SnakeOptions(int cols, int rows, int speed, boolean speedUp, boolean torus, int apples,
                        boolean poison, Level level, int snakes) {
        this(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, THESIS_GROWTH, false, START_LENGTH, false, 1, false, 0, RivalStrength.CAREFUL, 0);
    }

    /** The thesis's game: 20×20 with a wall border, 0.3 s per step, one apple, poison on, one snake. */
    public static SnakeOptions thesis() { return new SnakeOptions(20, 20, 3, false, false, 1, true, Level.BOX, 1); }

    /**
     * The rules of every other snake game, as options of the same automaton: +1 growth per apple,
     * no poison, and the head may enter the cell the tail leaves in the same step.
     */
    public SnakeOptions withClassicRules() { return withPoison(false).withRules(1, true); }

    /** True under the classic rules' growth and tail-following (poison aside). */
    public boolean classicRules() { return growth == 1 && tailFollow; }

    /**
     * The autopilot benchmark board: {@code side × side} playable cells inside the wall border
     * (field {@code (side+2)²}), one apple, no poison (poison would make a full board impossible).
     */
    public static SnakeOptions autopilotBoard(int cols, int rows) {
        return new SnakeOptions(cols + 2, rows + 2, 3, false, false, 1, false, Level.BOX, 1);
    }

    public Boundary boundary() { return torus ? Boundary.TORUS : Boundary.RING; }

    /** Step period in seconds after the given number of apples eaten (both snakes together). */
    public double periodSeconds(long applesEaten) {
        double base = PERIODS[speed - 1];
        if (!speedUp) return base;
        return Math.max(MIN_PERIOD, base * Math.pow(SPEED_UP_FACTOR, applesEaten));
    }

    public SnakeOptions withSize(int newCols, int newRows) { return new SnakeOptions(newCols, newRows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withSpeed(int s, boolean up) { return new SnakeOptions(cols, rows, s, up, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withTorus(boolean t) { return new SnakeOptions(cols, rows, speed, speedUp, t, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withApples(int a) { return new SnakeOptions(cols, rows, speed, speedUp, torus, a, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withPoison(boolean p) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, p, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withLevel(Level l) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, l, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withSnakes(int n) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, n, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, n == 2 ? rounds : 0); }

    public SnakeOptions withRules(int g, boolean follow) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, g, follow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withStartLength(int n) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, n, moreBonuses, lives, extraBonuses, rivals, rivalStrength, rounds); }

    public SnakeOptions withLives(int n) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, n, extraBonuses, rivals, rivalStrength, rounds); }
    public SnakeOptions withExtraBonuses(boolean on) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, on, rivals, rivalStrength, rounds); }

    /** True when the state keeps lives (and the campaign's level): more than one life, extra lives, or the campaign. */
    public boolean keepsLives() { return lives > 1 || extraBonuses || campaign(); }

    /** Every snake on the field: the players' and the computer rivals'. */
    public int totalSnakes() { return snakes + rivals; }

    /** True for snake ids of computer rivals (after the players'). */
    public boolean isRival(int snake) { return snake > snakes; }

    public SnakeOptions withRivals(int n, RivalStrength strength) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, n, strength, rounds); }

    /** Two players: the match is played in rounds, the first to {@link #rounds()} round wins wins it. */
    public boolean playsRounds() { return rounds > 0; }

    public SnakeOptions withRounds(int n) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, moreBonuses, lives, extraBonuses, rivals, rivalStrength, n); }

    /** True for the campaign: levels from files, one after the other. */
    public boolean campaign() { return level == Level.CAMPAIGN; }

    public SnakeOptions withMoreBonuses(boolean on) { return new SnakeOptions(cols, rows, speed, speedUp, torus, apples, poison, level, snakes, growth, tailFollow, startLength, on, lives, extraBonuses, rivals, rivalStrength, rounds); }

    /** The compact params text, e.g. {@code 20x20-s3-ring-a1-p1-box-1p}. */
    public String params() {
        return cols + "x" + rows + "-s" + speed + (speedUp ? "up" : "") + "-" + (torus ? "torus" : "ring")
                + "-a" + apples + "-p" + (poison ? 1 : 0) + "-" + level.id() + "-" + snakes + "p"
                + (growth != THESIS_GROWTH ? "-g" + growth : "") + (tailFollow ? "-tf" : "")
                + (startLength != START_LENGTH ? "-n" + startLength : "") + (moreBonuses ? "-mb" : "")
                + (lives != 1 ? "-l" + lives : "") + (extraBonuses ? "-xb" : "")
                + (rivals > 0 ? "-r" + rivals + rivalStrength.letter() : "") + (rounds > 0 ? "-w" + rounds : "");
    }

    @Override public String toString() { return params(); }

    /** Parses {@link #params()} text; {@link IllegalArgumentException} with a readable reason otherwise. */
    public static SnakeOptions parse(String text) {
        if (text == null || text.isBlank()) throw new ParamsException("empty snake params");
        String[] p = text.trim().toLowerCase(Locale.ROOT).split("-");
        if (p.length < 7 || p.length > 15)
            throw new IllegalArgumentException("snake params must look like 20x20-s3-ring-a1-p1-box-1p, got '" + text + "'");
        String[] size = p[0].split("x");
        if (size.length != 2) throw new IllegalArgumentException("size must look like 20x20, got '" + p[0] + "'");
        int cols = number(size[0], "width"), rows = number(size[1], "height");
        if (!p[1].startsWith("s")) throw new IllegalArgumentException("speed must look like s3 or s3up, got '" + p[1] + "'");
        boolean up = p[1].endsWith("up");
        int speed = number(p[1].substring(1, up ? p[1].length() - 2 : p[1].length()), "speed");
        boolean torus = switch (p[2]) {
            case "torus" -> true;
            case "ring" -> false;
            default -> throw new IllegalArgumentException("edges must be ring or torus, got '" + p[2] + "'");
        };
        if (!p[3].startsWith("a")) throw new IllegalArgumentException("apples must look like a1, got '" + p[3] + "'");
        int apples = number(p[3].substring(1), "apples");
        boolean poison = switch (p[4]) {
            case "p1" -> true;
            case "p0" -> false;
            default -> throw new IllegalArgumentException("poison must be p0 or p1, got '" + p[4] + "'");
        };
        Level level = Level.ofId(p[5]);
        if (level == null) throw new IllegalArgumentException("unknown level '" + p[5] + "'");
        int snakes = switch (p[6]) {
            case "1p" -> 1;
            case "2p" -> 2;
            default -> throw new IllegalArgumentException("players must be 1p or 2p, got '" + p[6] + "'");
        };
        int growth = THESIS_GROWTH, startLength = START_LENGTH, lives = 1;
        boolean follow = false, more = false, extra = false;
        int rivals = 0, rounds = 0;
        RivalStrength strength = RivalStrength.CAREFUL;
        for (int k = 7; k < p.length; k++) {
            String t = p[k];
            if (t.equals("tf")) follow = true;
            else if (t.equals("mb")) more = true;
            else if (t.equals("xb")) extra = true;
            else if (t.startsWith("l")) lives = number(t.substring(1), "lives");
            else if (t.startsWith("r") && t.length() == 3 && RivalStrength.ofLetter(t.charAt(2)) != null) {
                rivals = number(t.substring(1, 2), "rivals");
                strength = RivalStrength.ofLetter(t.charAt(2));
            }
            else if (t.startsWith("w")) rounds = number(t.substring(1), "rounds to win");
            else if (t.startsWith("g")) growth = number(t.substring(1), "growth");
            else if (t.startsWith("n")) startLength = number(t.substring(1), "start length");
            else throw new IllegalArgumentException("unknown option '" + t + "' (expected g<growth>, tf, n<start length>, mb, l<lives>, xb, r<rivals><g|c|x> or w<rounds to win>)");
        }
        return new SnakeOptions(cols, rows, speed, up, torus, apples, poison, level, snakes, growth, follow, startLength, more, lives, extra, rivals, strength, rounds);
    }

    private static int number(String s, String what) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number, got '" + s + "'");
        }
    }

    /**
     * Start cell (row, col) of snake 1..4: the thesis's (5,5) heading right, its mirror heading
     * left, then the other two corners heading up and down.
     */
    public int[] start(int snake) {
        int r = Math.min(5, Math.max(2, rows / 2)), c = Math.min(5, Math.max(2, cols / 2));
        return switch (snake) {
            case 1 -> new int[]{r, c};
            case 2 -> new int[]{rows + 1 - r, cols + 1 - c};
            case 3 -> new int[]{rows + 1 - r, c};
            default -> new int[]{r, cols + 1 - c};
        };
    }

    public Direction startDirection(int snake) {
        return switch (snake) {
            case 1 -> Direction.RIGHT;
            case 2 -> Direction.LEFT;
            case 3 -> Direction.UP;
            default -> Direction.DOWN;
        };
    }

    /** Thesis start length (the head's TTL). */
    public static final int START_LENGTH = 5;
}
