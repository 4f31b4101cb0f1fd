package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The primitives that look at the board's geometry or walk along tracks: gravity
 * ({@code lowestEmptyInColumn}), lines ({@code line}), {@code boardFull}, a chain of a player's
 * tokens joining two sets of cells ({@code connected}), Reversi's enclosed lines
 * ({@code encloses}, {@code flipEnclosed}) and mancala sowing ({@code sow}).
 */
final class BoardClauses {
    private final Scope scope;

    BoardClauses(Scope scope) { this.scope = scope; }

    Condition condition(String key, Node arg, Env env) throws RulesFileException {
        switch (key) {
            case "lowestEmptyInColumn": {
                Zone z = scope.zone(arg, env);
                Board b = scope.board(arg);
                if (b.shape() == Board.Shape.POINTS || !b.isCell(z.index())) throw arg.error("'" + z.name() + "' is not a cell of a grid");
                int row = b.rowOf(z.index()), cell = z.index();
                if (row == 0) return p -> p.size(cell) == 0;
                int below = b.zone(b.colOf(z.index()), row - 1);
                return p -> p.size(cell) == 0 && p.size(below) > 0;
            }
            case "line": return line(arg, env);
            case "boardFull": {
                Board b = scope.board(arg);
                int first = b.firstZone(), n = b.cellCount();
                return p -> {
                    for (int z = first; z < first + n; z++) if (p.size(z) == 0) return false;
                    return true;
                };
            }
            case "connected": return connected(arg, env);
            case "encloses": {
                arg.allowOnly(Set.of("at", "owner", "directions"));
                Board b = scope.board(arg);
                int at = cell(arg.get("at"), env, b);
                int owner = scope.player(arg.get("owner"), env);
                int[] dirs = arg.has("directions") ? scope.directions(arg.get("directions"), env, owner) : allDirections(b);
                return p -> {
                    for (int d : dirs) if (enclosed(p, b, at, d, owner) > 0) return true;
                    return false;
                };
            }
            default: throw new IllegalArgumentException(key);
        }
    }

    /** {@code {"line": {"length": k, "owner": P, "through": Z}}}: a line of the board whose every cell has P's token on top. */
    private Condition line(Node arg, Env env) throws RulesFileException {
        arg.allowOnly(Set.of("length", "owner", "through"));
        Board b = scope.board(arg);
        int owner = scope.player(arg.get("owner"), env);
        List<int[]> lines;
        if (b.shape() == Board.Shape.POINTS) {
            lines = new ArrayList<>(b.declaredLines());
            if (arg.has("length")) {
                int k = env.integer(arg.get("length"), 1, 1000);
                lines.removeIf(l -> l.length != k);
            }
        } else {
            lines = b.lines(env.integer(arg.get("length"), 1, Math.max(b.rows(), b.cols())));
        }
        if (arg.has("through")) {
            int z = cell(arg.get("through"), env, b);
            List<int[]> through = new ArrayList<>();
            for (int[] l : lines) for (int c : l) if (c == z) { through.add(l); break; }
            lines = through;
        }
        int[][] all = lines.toArray(new int[0][]);
        return new Condition() {
            @Override public boolean test(Position p) { return full(p) != null; }

            @Override public int[] witness(Position p) {
                int[] l = full(p);
                return l == null ? NONE : l;
            }

            private int[] full(Position p) {
                outer:
                for (int[] l : all) {
                    for (int c : l) if (p.topOwner(c) != owner) continue outer;
                    return l;
                }
                return null;
            }
        };
    }

    /** {@code {"connected": {"owner": P, "from": zones, "to": zones}}}: P's tokens join a cell of one set to a cell of the other. */
    private Condition connected(Node arg, Env env) throws RulesFileException {
        arg.allowOnly(Set.of("owner", "from", "to"));
        Board b = scope.board(arg);
        int owner = scope.player(arg.get("owner"), env);
        int[] from = cells(arg.get("from"), env, b), to = cells(arg.get("to"), env, b);
        boolean[] goal = new boolean[b.cellCount()];
        for (int z : to) goal[z - b.firstZone()] = true;
        return new Condition() {
            @Override public boolean test(Position p) { return chain(p) != null; }

            @Override public int[] witness(Position p) {
                int[] c = chain(p);
                return c == null ? NONE : c;
            }

            /** A shortest chain of the owner's cells from a cell of {@code from} to one of {@code to}, by breadth-first search. */
            private int[] chain(Position p) {
                int first = b.firstZone();
                int[] parent = new int[b.cellCount()];
                java.util.Arrays.fill(parent, -2);
                int[] queue = new int[b.cellCount()];
                int head = 0, tail = 0;
                for (int z : from)
                    if (p.topOwner(z) == owner && parent[z - first] == -2) { parent[z - first] = -1; queue[tail++] = z; }
                while (head < tail) {
                    int z = queue[head++];
                    if (goal[z - first]) {
                        List<Integer> path = new ArrayList<>();
                        for (int v = z; v >= 0; v = parent[v - first]) path.add(v);
                        return path.stream().mapToInt(Integer::intValue).toArray();
                    }
                    for (int t : b.adjacent(z))
                        if (parent[t - first] == -2 && p.topOwner(t) == owner) { parent[t - first] = z; queue[tail++] = t; }
                }
                return null;
            }
        };
    }

    Effect effect(String key, Node arg, Env env, Set<String> touched) throws RulesFileException {
        if (key.equals("flipEnclosed")) {
            arg.allowOnly(Set.of("at", "owner", "directions"));
            Board b = scope.board(arg);
            int at = cell(arg.get("at"), env, b);
            int owner = scope.player(arg.get("owner"), env);
            int[] dirs = arg.has("directions") ? scope.directions(arg.get("directions"), env, owner) : allDirections(b);
            TokenTypes types = scope.types;
            return s -> {
                for (int d : dirs) {
                    int n = enclosed(s, b, at, d, owner);
                    for (int k = 0, z = b.neighbour(at, d); k < n; k++, z = b.neighbour(z, d))
                        s.setType(z, 0, types.of(types.kind(s.type(z, 0)), owner));
                }
            };
        }
        return sow(arg, env, touched);
    }

    /**
     * How many tokens of other players lie in a row from {@code at} (not counted) in a direction,
     * closed by a token of {@code owner}: the tokens a disc placed on {@code at} would flip (0 if the row is not closed).
     */
    private static int enclosed(Position p, Board b, int at, int d, int owner) {
        int n = 0;
        for (int z = b.neighbour(at, d); z >= 0; z = b.neighbour(z, d)) {
            int o = p.topOwner(z);
            if (o == owner) return n;
            if (o < 0) return 0;
            n++;
        }
        return 0;
    }

    /**
     * {@code {"sow": {"from": pit, "track": T, "extraTurnIn": store, "capture": {"in": own pits,
     * "opposite": their pits, "to": store}}}}: every token of the pit is dropped one by one into the
     * next zones of the track (round and round); the last landing in {@code extraTurnIn} gives
     * another turn; the last landing in an empty pit of {@code in} takes it and the tokens of the
     * pit facing it (the k-th of {@code in} faces the k-th from the end of {@code opposite}) to {@code to}.
     */
    private Effect sow(Node arg, Env env, Set<String> touched) throws RulesFileException {
        arg.allowOnly(Set.of("from", "track", "extraTurnIn", "capture"));
        Zone from = scope.zone(arg.get("from"), env);
        List<Zone> track = scope.track(arg.get("track"), env);
        int start = track.indexOf(from);
        if (start < 0) throw arg.get("from").error("'" + from.name() + "' is not on the track " + env.expand(arg.get("track"), arg.get("track").string()));
        int[] ring = Clauses.indices(track);
        touched.add(from.name()); // the pit sown first: the board marks a sowing move by it
        for (Zone z : track) touched.add(z.name());
        int again = arg.has("extraTurnIn") ? scope.zone(arg.get("extraTurnIn"), env).index() : -1;
        int[] facing = null;
        int store = -1;
        if (arg.has("capture")) {
            Node c = arg.get("capture").allowOnly(Set.of("in", "opposite", "to"));
            List<Zone> own = scope.zoneList(c.get("in"), env), other = scope.zoneList(c.get("opposite"), env);
            if (own.size() != other.size())
                throw c.error("\"in\" has " + own.size() + " zones and \"opposite\" " + other.size() + "; each pit needs the one facing it");
            store = scope.zone(c.get("to"), env).index();
            for (Zone z : own) scope.drains(z.index()); // the landing pit goes to the store with its catch
            for (Zone z : other) scope.drains(z.index());
            facing = new int[scope.zones.size()];
            java.util.Arrays.fill(facing, -1);
            for (int i = 0; i < own.size(); i++) facing[own.get(i).index()] = other.get(other.size() - 1 - i).index();
        }
        int f = from.index(), extra = again, to = store;
        scope.drains(f);
        int[] opposite = facing;
        return s -> {
            int n = s.size(f), pos = start;
            for (int k = 0; k < n; k++) {
                pos = (pos + 1) % ring.length;
                s.moveTop(f, ring[pos], 1);
            }
            int last = ring[pos];
            if (n > 0 && last == extra) s.again = true;
            if (n > 0 && opposite != null && opposite[last] >= 0 && s.size(last) == 1 && s.size(opposite[last]) > 0) {
                s.moveTop(opposite[last], to, s.size(opposite[last]));
                s.moveTop(last, to, 1);
            }
        };
    }

    private int cell(Node n, Env env, Board b) throws RulesFileException {
        Zone z = scope.zone(n, env);
        if (!b.isCell(z.index())) throw n.error("'" + z.name() + "' is not a cell of the board");
        return z.index();
    }

    private int[] cells(Node n, Env env, Board b) throws RulesFileException {
        List<Zone> zs = scope.zoneList(n, env);
        for (Zone z : zs) if (!b.isCell(z.index())) throw n.error("'" + z.name() + "' is not a cell of the board");
        return Clauses.indices(zs);
    }

    private static int[] allDirections(Board b) {
        int[] a = new int[b.directions().size()];
        for (int i = 0; i < a.length; i++) a[i] = i;
        return a;
    }
}
