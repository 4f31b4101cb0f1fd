package arcade.gamesystem.model;

import java.util.List;
import java.util.Map;

/**
 * The moves of one player's tokens of one kind, found while playing: steps to a neighbour (or
 * slides along a direction until blocked), optionally onto an opponent's token to capture it,
 * and jumps over a neighbour onto the empty cell beyond, capturing what was jumped; a chain of
 * jumps by the same token is one move that goes on while a further jump exists (each token is
 * jumped once) and ends when the token is promoted. Labels are the family's notation: the cells
 * joined by {@code -} for a move and {@code x} for a capture ({@code c3-d4}, {@code c3xe5xg7}).
 */
final class PieceMoves implements MoveSource {
    record Step(int[] dirs, boolean slide, boolean capture) {}

    record Jump(int[] dirs, boolean overAny, boolean capture, boolean chain) {}

    private final Board board;
    private final int player;
    private final int type;
    private final Condition pre;
    private final Step[] steps;
    private final Jump[] jumps;
    private final int[] captureTo;
    private final boolean[] promoteIn;
    private final int promoted;
    private final Map<Integer, FollowUp> then;
    private final String[] names;

    PieceMoves(Board board, int player, int type, Condition pre, List<Step> steps, List<Jump> jumps, int[] captureTo,
               boolean[] promoteIn, int promoted, Map<Integer, FollowUp> then, String[] names) {
        this.board = board;
        this.player = player;
        this.type = type;
        this.pre = pre;
        this.steps = steps.toArray(new Step[0]);
        this.jumps = jumps.toArray(new Jump[0]);
        this.captureTo = captureTo;
        this.promoteIn = promoteIn;
        this.promoted = promoted;
        this.then = then;
        this.names = names;
    }

    @Override public void generate(RulesState s, List<Play> out) {
        if (!pre.test(s)) return;
        int first = board.firstZone(), last = first + board.cellCount();
        for (int z = first; z < last; z++) {
            if (s.size(z) == 0 || s.type(z, 0) != type) continue;
            for (Step st : steps) steps(s, z, st, out);
            int[] path = new int[board.cellCount() + 1];
            int[] taken = new int[board.cellCount()];
            path[0] = z;
            for (Jump j : jumps) jump(s, z, j, path, 1, taken, 0, out);
        }
    }

    private boolean opponent(Position s, int z) {
        int o = s.topOwner(z);
        return o >= 0 && o != player;
    }

    private void steps(RulesState s, int z, Step st, List<Play> out) {
        if (st.dirs() == Scope.ANYWHERE) {
            for (int t = board.firstZone(); t < board.firstZone() + board.cellCount(); t++) if (s.size(t) == 0) emit(s, new int[]{z, t}, Play.NONE, false, out);
            return;
        }
        if (st.dirs() == Scope.ADJACENT) {
            for (int t : board.adjacent(z)) {
                if (s.size(t) == 0) emit(s, new int[]{z, t}, Play.NONE, false, out);
                else if (st.capture() && opponent(s, t)) emit(s, new int[]{z, t}, new int[]{t}, true, out);
            }
            return;
        }
        for (int d : st.dirs())
            for (int t = board.neighbour(z, d); t >= 0; t = board.neighbour(t, d)) {
                if (s.size(t) == 0) {
                    emit(s, new int[]{z, t}, Play.NONE, false, out);
                    if (st.slide()) continue;
                } else if (st.capture() && opponent(s, t)) {
                    emit(s, new int[]{z, t}, new int[]{t}, true, out);
                }
                break;
            }
    }

    /** Extends a jump chain ending at {@code path[n-1]}; a chain that can go no further is a move. */
    private void jump(RulesState s, int origin, Jump j, int[] path, int n, int[] taken, int k, List<Play> out) {
        int cur = path[n - 1];
        boolean extended = false;
        for (int d : j.dirs()) {
            int over = board.neighbour(cur, d);
            if (over < 0) continue;
            int land = board.neighbour(over, d);
            if (land < 0 || !(s.size(land) == 0 || land == origin)) continue;
            if (j.overAny() ? s.size(over) == 0 : !opponent(s, over)) continue;
            if (j.capture() ? contains(taken, k, over) : contains(path, n, land)) continue;
            extended = true;
            path[n] = land;
            int nk = k;
            if (j.capture()) taken[nk++] = over;
            boolean crowned = promoteIn != null && promoteIn[land] && type != promoted;
            if (j.chain() && !crowned) jump(s, origin, j, path, n + 1, taken, nk, out);
            else emit(s, java.util.Arrays.copyOf(path, n + 1), java.util.Arrays.copyOf(taken, nk), j.capture(), out);
        }
        if (!extended && n > 1 && j.chain()) emit(s, java.util.Arrays.copyOf(path, n), java.util.Arrays.copyOf(taken, k), j.capture(), out);
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) if (a[i] == v) return true;
        return false;
    }

    private void emit(RulesState s, int[] path, int[] taken, boolean capture, List<Play> out) {
        StringBuilder label = new StringBuilder(names[path[0]]);
        for (int i = 1; i < path.length; i++) label.append(capture ? 'x' : '-').append(names[path[i]]);
        int from = path[0], to = path[path.length - 1];
        boolean promote = promoteIn != null && promoteIn[to] && type != promoted;
        int[] homes = captureTo;
        Effect effect = sc -> {
            for (int t : taken) {
                int o = sc.topOwner(t);
                if (o >= 0) sc.moveTop(t, homes[o], 1);
            }
            sc.moveTop(from, to, 1);
            if (promote) sc.setType(to, 0, promoted);
        };
        Play play = new Play(label.toString(), effect, path, taken);
        FollowUp f = then == null ? null : then.get(to);
        if (f == null) out.add(play);
        else f.expand(s, play, out);
    }
}
