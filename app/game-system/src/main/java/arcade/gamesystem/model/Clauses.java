package arcade.gamesystem.model;

import arcade.api.zones.Placement;
import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Compiles the closed vocabulary of preconditions and effects (RULES-FORMAT.md lists them): each
 * primitive is a one-field object such as {@code {"empty": "$cell"}}. Nothing else is accepted,
 * so every rules game is finite to describe and safe to run.
 */
final class Clauses {
    static final Set<String> CONDITIONS = Set.of("empty", "notEmpty", "countAtLeast", "countAtMost", "countIs", "ownedBy",
            "lowestEmptyInColumn", "line", "boardFull", "allEmpty", "dieIs", "not", "anyOf", "allOf");
    static final Set<String> EFFECTS = Set.of("move", "moveAll", "capture");
    private static final int MAX_COUNT = 10_000;

    private final Scope scope;

    Clauses(Scope scope) { this.scope = scope; }

    /** A list of conditions that must all hold (an absent list holds). */
    Condition conditions(List<Node> nodes, Env env) throws RulesFileException {
        List<Condition> parts = new ArrayList<>();
        for (Node n : nodes) parts.add(condition(n, env));
        return Condition.all(parts);
    }

    Condition condition(Node n, Env env) throws RulesFileException {
        String key = n.soleKey();
        Node arg = n.get(key);
        switch (key) {
            case "empty": { Zone z = scope.zone(arg, env); return s -> s.size(z) == 0; }
            case "notEmpty": { Zone z = scope.zone(arg, env); return s -> s.size(z) > 0; }
            case "countAtLeast": case "countAtMost": case "countIs": {
                List<Node> a = pair(arg, "[zone, number]");
                Zone z = scope.zone(a.get(0), env);
                int k = env.integer(a.get(1), 0, MAX_COUNT);
                if (key.equals("countAtLeast")) return s -> s.size(z) >= k;
                if (key.equals("countAtMost")) return s -> s.size(z) <= k;
                return s -> s.size(z) == k;
            }
            case "ownedBy": {
                List<Node> a = pair(arg, "[zone, player]");
                Zone z = scope.zone(a.get(0), env);
                int p = scope.player(a.get(1), env);
                return s -> s.topOwner(z) == p;
            }
            case "lowestEmptyInColumn": {
                Zone z = scope.zone(arg, env);
                Board b = scope.board(arg);
                if (!b.isCell(z.index())) throw arg.error("'" + z.name() + "' is not a cell of the board");
                int row = b.rowOf(z.index());
                if (row == 0) return s -> s.size(z) == 0;
                Zone below = scope.zones.get(Board.cellName(b.colOf(z.index()), row - 1));
                return s -> s.size(z) == 0 && s.size(below) > 0;
            }
            case "line": {
                arg.allowOnly(Set.of("length", "owner"));
                Board b = scope.board(arg);
                int length = env.integer(arg.get("length"), 1, Math.max(b.rows(), b.cols()));
                int p = scope.player(arg.get("owner"), env);
                List<int[]> lines = scope.lines(length);
                List<Zone> zones = new ArrayList<>(scope.zones.values());
                Zone[] byIndex = new Zone[zones.size()];
                for (Zone z : zones) byIndex[z.index()] = z;
                return s -> {
                    for (int[] line : lines) {
                        boolean all = true;
                        for (int c : line) if (s.topOwner(byIndex[c]) != p) { all = false; break; }
                        if (all) return true;
                    }
                    return false;
                };
            }
            case "boardFull": {
                Board b = scope.board(arg);
                List<Zone> cells = new ArrayList<>();
                for (int r = 0; r < b.rows(); r++) for (int c = 0; c < b.cols(); c++) cells.add(scope.zones.get(Board.cellName(c, r)));
                return s -> {
                    for (Zone z : cells) if (s.size(z) == 0) return false;
                    return true;
                };
            }
            case "allEmpty": {
                List<Zone> zs = new ArrayList<>();
                for (Node z : arg.list()) zs.add(scope.zone(z, env));
                return s -> {
                    for (Zone z : zs) if (s.size(z) > 0) return false;
                    return true;
                };
            }
            case "dieIs": {
                if (scope.die == null) throw arg.error("the file declares no die (add \"die\": {\"faces\": 6})");
                int face = env.integer(arg, 1, scope.die.faces());
                return s -> s.dieFace() == face;
            }
            case "not": { Condition c = condition(arg, env); return s -> !c.test(s); }
            case "anyOf": {
                List<Condition> cs = new ArrayList<>();
                for (Node c : arg.list()) cs.add(condition(c, env));
                return s -> {
                    for (Condition c : cs) if (c.test(s)) return true;
                    return false;
                };
            }
            case "allOf": return conditions(arg.list(), env);
            default: throw n.error("unknown condition '" + key + "'; the conditions are " + String.join(", ", new java.util.TreeSet<>(CONDITIONS)));
        }
    }

    /**
     * An effect clause. A {@code move} also adds its implicit precondition (the source holds the
     * tokens it moves) to {@code implied}.
     */
    Effect effect(Node n, Env env, List<Condition> implied, java.util.Set<String> touched) throws RulesFileException {
        String key = n.soleKey();
        Node arg = n.get(key);
        switch (key) {
            case "move": {
                arg.allowOnly(Set.of("from", "to", "count"));
                Zone from = scope.zone(arg.get("from"), env), to = scope.zone(arg.get("to"), env);
                if (from.equals(to)) throw arg.error("a move needs two different zones, both are '" + from.name() + "'");
                touched.add(from.name());
                touched.add(to.name());
                int count = arg.has("count") ? env.integer(arg.get("count"), 1, MAX_COUNT) : 1;
                implied.add(s -> s.size(from) >= count);
                return p -> p.moveTop(from, to, count);
            }
            case "moveAll": {
                arg.allowOnly(Set.of("from", "to"));
                Zone from = scope.zone(arg.get("from"), env), to = scope.zone(arg.get("to"), env);
                if (from.equals(to)) throw arg.error("a move needs two different zones, both are '" + from.name() + "'");
                touched.add(from.name());
                touched.add(to.name());
                return p -> p.moveTop(from, to, p.size(from));
            }
            case "capture": {
                arg.allowOnly(Set.of("at", "to"));
                Zone at = scope.zone(arg.get("at"), env);
                Zone[] home = new Zone[scope.players.size()];
                for (int q = 0; q < home.length; q++) {
                    home[q] = scope.zone(arg.get("to"), env.with("owner", scope.players.get(q).id()));
                    if (home[q].equals(at)) throw arg.get("to").error("a captured token must go to another zone than '" + at.name() + "'");
                    touched.add(home[q].name());
                }
                touched.add(at.name());
                return p -> {
                    var top = p.top(at);
                    if (top.isEmpty() || top.get().owner() < 0) return p;
                    return p.moveTop(at, home[top.get().owner()], p.size(at));
                };
            }
            default: throw n.error("unknown effect '" + key + "'; the effects are " + String.join(", ", new java.util.TreeSet<>(EFFECTS)));
        }
    }

    private static List<Node> pair(Node arg, String shape) throws RulesFileException {
        List<Node> a = arg.list();
        if (a.size() != 2) throw arg.error("expected " + shape + ", found a list of " + a.size());
        return a;
    }

    static Placement<Zone, Piece> applyAll(List<Effect> effects, Placement<Zone, Piece> p) {
        for (Effect e : effects) p = e.apply(p);
        return p;
    }
}
