package arcade.games.shannon.view.match;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

/** The words of the status line and of the result: whose move it is, who won and how. */
public final class StatusLine {
    private StatusLine() {}

    /** "You win! Short wins: B is healed" (against the computer or over the network), or null while the game runs. */
    static String result(MatchConfig config, ShannonState s) {
        if (!s.isOver()) return null;
        Side w = s.winner().get();
        String what = w == Side.SHORT ? "Short wins: B is healed" : "Cut wins: A and B are cut apart";
        if (config.mode() == PlayMode.HOT_SEAT) return what;
        return (w == config.human() ? "You win! " : "You lose. ") + what;
    }

    /** The end-of-game card's title: "You win!" / "You lose" against someone, the winner in a game for two. */
    public static String title(MatchConfig config, ShannonState s) {
        Side w = s.winner().orElseThrow();
        if (config == null || config.mode() == PlayMode.HOT_SEAT) return MatchConfig.name(w) + " wins";
        return w == config.human() ? "You win!" : "You lose";
    }

    /** How it ended, in the board's names: the cells of Short's healed path from A to B, or the links Cut cut between them. */
    public static String how(ShannonState s, arcade.games.shannon.model.boards.LinkNames names) {
        java.util.List<Integer> edges = arcade.games.shannon.model.Ending.explaining(s);
        if (s.winner().orElseThrow() == Side.SHORT) {
            StringBuilder path = new StringBuilder(names.cell(s.board().a()));
            int at = s.board().a();
            for (int e : edges) {
                at = s.board().edge(e).other(at);
                path.append('–').append(names.cell(at));
            }
            return "Short's healed path: " + path + ".";
        }
        return "Cut cut A from B through " + String.join(", ", edges.stream().map(names::link).toList()) + ".";
    }

    /** The line for a running or finished game; {@code verdict} (or null) is appended while it runs. */
    static String of(MatchConfig config, ShannonState s, int moves, String verdict) {
        if (s.isOver()) return result(config, s) + " in " + moves + " moves";
        Side m = s.toMove();
        String act = m == Side.SHORT ? "heal a link" : "cut a link";
        String line = switch (config.mode()) {
            case HOT_SEAT -> MatchConfig.name(m) + " to move: " + act;
            case VS_COMPUTER -> m == config.human() ? "Your move (" + MatchConfig.name(m) + "): " + act
                    : "The computer (" + MatchConfig.name(m) + ") is thinking…";
            case NETWORK -> m == config.human() ? "Your move (" + MatchConfig.name(m) + "): " + act
                    : "Waiting for the other player (" + MatchConfig.name(m) + ")";
        };
        return verdict == null ? line : line + " · " + verdict;
    }
}
