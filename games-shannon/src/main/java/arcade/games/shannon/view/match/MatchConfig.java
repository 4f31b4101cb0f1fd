package arcade.games.shannon.view.match;

import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;

import java.util.Objects;

/**
 * One game's setup: the board, who moves first, who plays, and the computer's strength.
 *
 * @param human the local human's side against the computer or over the network (ignored hot-seat)
 */
public record MatchConfig(BoardSpec board, Side first, PlayMode mode, Side human, Level level) {
    public MatchConfig {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(human, "human");
        Objects.requireNonNull(level, "level");
    }

    public MatchConfig withBoard(BoardSpec b) { return new MatchConfig(b, first, mode, human, level); }
    public MatchConfig withMode(PlayMode m, Side h) { return new MatchConfig(board, first, m, h, level); }

    /** The side the computer plays, or null when no computer plays. */
    public Side computerSide() { return mode == PlayMode.VS_COMPUTER ? human.other() : null; }

    /** The side the local player(s) may move now; null when no local human may. */
    public boolean humanMoves(Side toMove) {
        return switch (mode) {
            case HOT_SEAT -> true;
            case VS_COMPUTER, NETWORK -> toMove == human;
        };
    }

    /** Statistics params, e.g. {@code 7x5-vs-perfect-short}, {@code 7x5-hotseat}, {@code 7x5-network-cut}. */
    public String statsParams() {
        String size = board.sizeLabel();
        return switch (mode) {
            case VS_COMPUTER -> size + "-vs-" + level.id() + "-" + human.id();
            case HOT_SEAT -> size + "-hotseat";
            case NETWORK -> size + "-network-" + human.id();
        };
    }

    /** "You (Short) vs Perfect Cut", "Two players", "Network · you play Cut". */
    public String describe() {
        return switch (mode) {
            case VS_COMPUTER -> "You (" + name(human) + ") vs " + levelName(level) + " " + name(human.other());
            case HOT_SEAT -> "Two players";
            case NETWORK -> "Network · you play " + name(human);
        };
    }

    public static String name(Side s) { return s.label(); }

    public static String levelName(Level l) {
        return switch (l) {
            case EASY -> "Easy";
            case NORMAL -> "Normal";
            case PERFECT -> "Perfect";
        };
    }
}
