package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compiles the closed vocabulary of preconditions and effects (RULES-FORMAT.md lists them): each
 * primitive is a one-field object such as {@code {"empty": "$cell"}}, except the conditional
 * effect {@code {"if": […], "then": […], "else": […]}}. Nothing else is accepted, so every rules
 * game is finite to describe and safe to run. The board's primitives (lines, connections,
 * enclosing, sowing) are in {@link BoardClauses}.
 */
final class Clauses {
    static final Set<String> CONDITIONS = Set.of("empty", "notEmpty", "countAtLeast", "countAtMost", "countIs", "ownedBy",
            "lowestEmptyInColumn", "line", "boardFull", "allEmpty", "dieIs", "not", "anyOf", "allOf",
            "tokens", "kindIs", "connected", "encloses", "equals");
    static final Set<String> EFFECTS = Set.of("move", "moveAll", "capture", "changeOwner", "flipEnclosed", "sow", "if");
    static final int MAX_COUNT = 10_000;

    private final Scope scope;
    private final BoardClauses board;

    Clauses(Scope scope) {
        this.scope = scope;
        this.board = new BoardClauses(scope);
    }

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
            case "empty": { int z = scope.zone(arg, env).index(); return p -> p.size(z) == 0; }
            case "notEmpty": { int z = scope.zone(arg, env).index(); return p -> p.size(z) > 0; }
            case "countAtLeast": case "countAtMost": case "countIs": {
                List<Node> a = pair(arg, "[zone, number]");
                int z = scope.zone(a.get(0), env).index();
                int k = env.integer(a.get(1), 0, MAX_COUNT);
                if (key.equals("countAtLeast")) return p -> p.size(z) >= k;
                if (key.equals("countAtMost")) return p -> p.size(z) <= k;
                return p -> p.size(z) == k;
            }
            case "ownedBy": {
                List<Node> a = pair(arg, "[zone, player]");
                int z = scope.zone(a.get(0), env).index();
                int owner = scope.player(a.get(1), env);
                return p -> p.topOwner(z) == owner;
            }
            case "kindIs": {
                List<Node> a = pair(arg, "[zone, kind]");
                int z = scope.zone(a.get(0), env).index();
                int kind = scope.kind(a.get(1), env);
                return p -> p.topKind(z) == kind;
            }
            case "allEmpty": {
                int[] zs = indices(scope.zoneList(arg, env));
                return p -> {
                    for (int z : zs) if (p.size(z) > 0) return false;
                    return true;
                };
            }
            case "tokens": return tokens(arg, env);
            case "equals": { // two whole numbers known when the file is compiled (a param's value): a switch for a variant
                List<Node> a = pair(arg, "[number, number]");
                boolean same = env.integer(a.get(0), -1_000_000_000, 1_000_000_000) == env.integer(a.get(1), -1_000_000_000, 1_000_000_000);
                return p -> same;
            }
            case "dieIs": {
                if (scope.die == null) throw arg.error("the file declares no die (add \"die\": {\"faces\": 6})");
                int face = env.integer(arg, 1, scope.die.faces());
                return p -> p.dieFace() == face;
            }
            case "not": { Condition c = condition(arg, env); return p -> !c.test(p); }
            case "anyOf": {
                List<Condition> cs = new ArrayList<>();
                for (Node c : arg.list()) cs.add(condition(c, env));
                Condition[] a = cs.toArray(new Condition[0]);
                return new Condition() {
                    @Override public boolean test(Position p) {
                        for (Condition c : a) if (c.test(p)) return true;
                        return false;
                    }

                    @Override public int[] witness(Position p) {
                        for (Condition c : a) if (c.test(p)) return c.witness(p);
                        return NONE;
                    }
                };
            }
            case "allOf": return conditions(arg.list(), env);
            case "lowestEmptyInColumn": case "line": case "boardFull": case "connected": case "encloses":
                return board.condition(key, arg, env);
            default: throw n.error("unknown condition '" + key + "'; the conditions are " + String.join(", ", new TreeSet<>(CONDITIONS)));
        }
    }

    /** {@code {"tokens": {"in": zones, "owner": P, "kind": K, "atLeast": a, "atMost": b, "is": c}}}: counts tokens. */
    private Condition tokens(Node arg, Env env) throws RulesFileException {
        arg.allowOnly(Set.of("in", "owner", "kind", "atLeast", "atMost", "is"));
        int[] zs = indices(scope.zoneList(arg.get("in"), env));
        int owner = arg.has("owner") ? scope.player(arg.get("owner"), env) : -2;
        int kind = arg.has("kind") ? scope.kind(arg.get("kind"), env) : -1;
        if (!arg.has("atLeast") && !arg.has("atMost") && !arg.has("is")) throw arg.error("say how many: \"atLeast\", \"atMost\" or \"is\"");
        int lo = arg.has("is") ? env.integer(arg.get("is"), 0, MAX_COUNT) : arg.has("atLeast") ? env.integer(arg.get("atLeast"), 0, MAX_COUNT) : 0;
        int hi = arg.has("is") ? lo : arg.has("atMost") ? env.integer(arg.get("atMost"), 0, MAX_COUNT) : Integer.MAX_VALUE;
        TokenTypes types = scope.types;
        return p -> {
            int count = 0;
            for (int z : zs) {
                int n = p.size(z);
                if (owner == -2 && kind < 0) { count += n; continue; }
                for (int i = 0; i < n; i++) {
                    int t = p.type(z, i);
                    if ((owner == -2 || types.owner(t) == owner) && (kind < 0 || types.kind(t) == kind)) count++;
                }
            }
            return count >= lo && count <= hi;
        };
    }

    /**
     * An effect clause. A {@code move} also adds its implicit precondition (the source holds the
     * tokens it moves) to {@code implied}; {@code touched} collects the zones effects name.
     */
    Effect effect(Node n, Env env, List<Condition> implied, Set<String> touched) throws RulesFileException {
        if (n.isObject() && n.has("if")) return conditional(n, env, touched);
        String key = n.soleKey();
        Node arg = n.get(key);
        switch (key) {
            case "move": {
                arg.allowOnly(Set.of("from", "to", "count", "owner", "kind"));
                Zone from = scope.zone(arg.get("from"), env), to = scope.zone(arg.get("to"), env);
                boolean sameText = arg.get("from").string().equals(arg.get("to").string());
                if (from.equals(to) && sameText) throw arg.error("a move needs two different zones, both are '" + from.name() + "'");
                touched.add(from.name());
                touched.add(to.name());
                int count = arg.has("count") ? env.integer(arg.get("count"), 1, MAX_COUNT) : 1;
                int owner = arg.has("owner") ? scope.player(arg.get("owner"), env) : -2;
                int kind = arg.has("kind") ? scope.kind(arg.get("kind"), env) : -1;
                int f = from.index(), t = to.index();
                scope.drains(f);
                TokenTypes types = scope.types;
                Effect e = owner == -2 && kind < 0 ? s -> s.moveTop(f, t, count) : s -> {
                    s.moveTop(f, t, count);
                    for (int i = 0; i < count; i++) {
                        int ty = s.type(t, i);
                        s.setType(t, i, types.of(kind < 0 ? types.kind(ty) : kind, owner == -2 ? types.owner(ty) : owner));
                    }
                };
                if (implied == null) return s -> { // inside a conditional effect: nothing to move, nothing moves
                    if (s.size(f) >= count) e.apply(s);
                };
                implied.add(p -> p.size(f) >= count);
                return e;
            }
            case "moveAll": {
                arg.allowOnly(Set.of("from", "to"));
                Zone from = scope.zone(arg.get("from"), env), to = scope.zone(arg.get("to"), env);
                if (from.equals(to)) throw arg.error("a move needs two different zones, both are '" + from.name() + "'");
                touched.add(from.name());
                touched.add(to.name());
                int f = from.index(), t = to.index();
                scope.drains(f);
                return s -> s.moveTop(f, t, s.size(f));
            }
            case "capture": {
                arg.allowOnly(Set.of("at", "to"));
                Zone at = scope.zone(arg.get("at"), env);
                int[] home = homes(arg.get("to"), env, at);
                for (int h : home) if (h >= 0) touched.add(scope.zoneName(h));
                touched.add(at.name());
                int a = at.index();
                scope.drains(a);
                return s -> {
                    int o = s.topOwner(a);
                    if (o >= 0) s.moveTop(a, home[o], s.size(a));
                };
            }
            case "changeOwner": {
                arg.allowOnly(Set.of("at", "to"));
                int a = scope.zone(arg.get("at"), env).index();
                int owner = scope.player(arg.get("to"), env);
                TokenTypes types = scope.types;
                return s -> {
                    if (s.size(a) > 0) s.setType(a, 0, types.of(types.kind(s.type(a, 0)), owner));
                };
            }
            case "flipEnclosed": case "sow": return board.effect(key, arg, env, touched);
            default: throw n.error("unknown effect '" + key + "'; the effects are " + String.join(", ", new TreeSet<>(EFFECTS)));
        }
    }

    /** Where a captured token goes: the zone named with {@code $owner} set to its owner, for each player. */
    int[] homes(Node to, Env env, Zone at) throws RulesFileException {
        int[] home = new int[scope.players.size()];
        for (int q = 0; q < home.length; q++) {
            home[q] = scope.zone(to, env.with("owner", scope.players.get(q).id())).index();
            if (at != null && home[q] == at.index()) throw to.error("a captured token must go to another zone than '" + at.name() + "'");
        }
        return home;
    }

    /** {@code {"if": [conditions], "then": [effects], "else": [effects]}}: tested on the position the effects before it made. */
    private Effect conditional(Node n, Env env, Set<String> touched) throws RulesFileException {
        n.allowOnly(Set.of("if", "then", "else"));
        Condition c = conditions(n.get("if").listOrOne(), env);
        if (!n.has("then")) throw n.error("a conditional effect needs \"then\": the effects made when the condition holds");
        List<Effect> yes = new ArrayList<>(), no = new ArrayList<>();
        for (Node e : n.get("then").listOrOne()) yes.add(effect(e, env, null, touched));
        if (n.has("else")) for (Node e : n.get("else").listOrOne()) no.add(effect(e, env, null, touched));
        Effect y = Effect.all(yes), o = Effect.all(no);
        return s -> (c.test(s) ? y : o).apply(s);
    }

    static List<Node> pair(Node arg, String shape) throws RulesFileException {
        List<Node> a = arg.list();
        if (a.size() != 2) throw arg.error("expected " + shape + ", found a list of " + a.size());
        return a;
    }

    static int[] indices(List<Zone> zones) {
        int[] a = new int[zones.size()];
        for (int i = 0; i < a.length; i++) a[i] = zones.get(i).index();
        return a;
    }
}
