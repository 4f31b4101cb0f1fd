package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles the move schemas. A ground schema, for every player and every binding of its params,
 * becomes one {@link MoveInstance} labelled by the schema's {@code label} template ({@code "$cell"}
 * gives {@code d3}) or, without one, by its id and the bound values ({@code place(b2)},
 * {@code take(heap1,3)}); labels hold no spaces, so a list of moves is plain text. A piece schema
 * ({@code "piece": kind}) becomes a {@link PieceMoves} that finds its steps and jumps while playing.
 */
final class MoveCompiler {
    static final int MAX_INSTANCES = 100_000;
    private static final Set<String> GROUND_FIELDS = Set.of("id", "params", "pre", "effect", "label", "players", "then");
    private final Scope scope;
    private final Clauses clauses;
    private int total;
    /** A schema labels all its bindings alike ({@code "label": "swap"}): whichever is legal is that move. */
    private boolean sharedLabels;

    MoveCompiler(Scope scope, Clauses clauses) {
        this.scope = scope;
        this.clauses = clauses;
    }

    /**
     * A move param: its values, or for an {@code "along"} param (derived) the node that computes
     * its one value from the params before it.
     */
    private record Param(String name, List<String> values, Node along) {
        boolean derived() { return along != null; }
    }

    /** The compiled schemas of every player, and every ground instance by label (also by its format-1 label). */
    record Compiled(List<List<MoveSource>> sources, List<Map<String, MoveInstance>> byLabel, boolean dynamic) {}

    Compiled compile(Node movesNode, Env env) throws RulesFileException {
        List<Node> schemas = movesNode.list();
        if (schemas.isEmpty()) throw movesNode.error("a game needs at least one move");
        int n = scope.players.size();
        List<List<MoveSource>> sources = new ArrayList<>();
        List<Map<String, MoveInstance>> byLabel = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            sources.add(new ArrayList<>());
            byLabel.add(new HashMap<>());
        }
        Set<String> ids = new HashSet<>();
        boolean dynamic = false;
        PieceCompiler pieces = new PieceCompiler(scope, clauses, this);
        for (Node schema : schemas) {
            String id = schema.get("id").nonBlank();
            if (!id.matches("[a-z][a-zA-Z0-9-]*")) throw schema.get("id").error("a move's id is letters, digits and '-', starting with a lower-case letter: \"" + id + "\"");
            if (id.equals(CompiledGame.PASS)) throw schema.get("id").error("\"pass\" is reserved for the pass rule (\"noMoves\": \"pass\")");
            if (!ids.add(id)) throw schema.get("id").error("the move '" + id + "' is declared twice");
            Set<Integer> who = players(schema, env);
            for (int player = 0; player < n; player++) {
                if (!who.contains(player)) continue;
                Env pe = playerEnv(env, player);
                if (schema.has("piece")) {
                    sources.get(player).add(pieces.compile(schema, pe, player));
                    dynamic = true;
                } else {
                    sources.get(player).add(ground(schema, id, pe, player, byLabel.get(player)));
                }
            }
        }
        return new Compiled(sources, byLabel, dynamic || sharedLabels);
    }

    Env playerEnv(Env env, int player) {
        Env pe = env.with("player", scope.players.get(player).id());
        if (scope.players.size() == 2) pe = pe.with("opponent", scope.players.get(1 - player).id());
        return pe.with("next", scope.players.get((player + 1) % scope.players.size()).id());
    }

    /** The players a schema is for: {@code "players": [names]} (those who take part), else everyone. */
    private Set<Integer> players(Node schema, Env env) throws RulesFileException {
        Set<Integer> who = new LinkedHashSet<>();
        if (!schema.has("players")) {
            for (int p = 0; p < scope.players.size(); p++) who.add(p);
            return who;
        }
        for (Node p : schema.get("players").list()) {
            String name = env.expand(p, p.nonBlank());
            if (scope.absent.contains(name)) continue;
            who.add(scope.player(p, env));
        }
        return who;
    }

    private MoveSource ground(Node schema, String id, Env pe, int player, Map<String, MoveInstance> byLabel) throws RulesFileException {
        schema.allowOnly(GROUND_FIELDS);
        List<Node> paramNodes = schema.has("params") ? schema.get("params").list() : List.of();
        List<Node> pre = schema.has("pre") ? schema.get("pre").list() : List.of();
        List<Node> effects = schema.get("effect").list();
        if (effects.isEmpty()) throw schema.get("effect").error("a move needs at least one effect");
        List<Param> params = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Node p : paramNodes) {
            Param param = param(p, pe);
            if (!names.add(param.name())) throw p.get("name").error("the param '" + param.name() + "' is declared twice");
            params.add(param);
        }
        List<Map<String, String>> bindings = bindings(params, schema, pe);
        total += bindings.size();
        if (total > MAX_INSTANCES) throw schema.error("the moves have too many combinations of params (over " + MAX_INSTANCES + ")");
        List<MoveInstance> out = new ArrayList<>();
        for (Map<String, String> b : bindings) {
            Env be = pe;
            StringBuilder legacy = new StringBuilder(id);
            int shown = 0;
            List<Integer> bound = new ArrayList<>();
            for (Param p : params) {
                String v = b.get(p.name());
                be = be.with(p.name(), v);
                if (!p.derived()) legacy.append(shown++ == 0 ? '(' : ',').append(v);
                Zone z = scope.zones.get(v);
                if (z != null) bound.add(z.index());
            }
            if (shown > 0) legacy.append(')');
            try {
                List<Condition> conds = new ArrayList<>();
                conds.add(clauses.conditions(pre, be));
                List<Effect> fx = new ArrayList<>();
                Set<String> touched = new LinkedHashSet<>();
                for (Node e : effects) fx.add(clauses.effect(e, be, conds, touched));
                String label = schema.has("label") ? label(schema.get("label"), be) : legacy.toString();
                int[] zones = bound.isEmpty() ? touched.stream().mapToInt(t -> scope.zones.get(t).index()).toArray()
                        : bound.stream().mapToInt(Integer::intValue).toArray();
                FollowUp then = schema.has("then") ? followUp(schema.get("then"), be) : null;
                MoveInstance m = new MoveInstance(label, player, Condition.all(conds), new Play(label, Effect.all(fx), zones, Play.NONE),
                        Set.copyOf(touched), then, legacy.toString());
                boolean shared = schema.has("label") && !schema.get("label").string().contains("$");
                sharedLabels |= shared && bindings.size() > 1;
                MoveInstance before = byLabel.putIfAbsent(label, m);
                if (before != null && !(shared && before.legacy().startsWith(id + "(") || shared && before.legacy().equals(id)))
                    throw schema.error("two moves of " + scope.players.get(player) + " are both labelled '" + label + "'; the label must tell them apart");
                if (!label.equals(legacy.toString())) byLabel.putIfAbsent(legacy.toString(), m);
                out.add(m);
            } catch (OffBoard e) {
                // a cell named relative to another lies off the board: this binding is no move
            }
        }
        MoveInstance[] a = out.toArray(new MoveInstance[0]);
        return (s, plays) -> {
            for (MoveInstance m : a)
                if (m.pre().test(s)) {
                    if (m.then() == null) plays.add(m.play());
                    else m.then().expand(s, m.play(), plays);
                }
        };
    }

    /** A label template expanded: the move's name as players write it (no spaces). */
    String label(Node template, Env env) throws RulesFileException {
        String l = env.expand(template, template.nonBlank());
        if (!l.matches("[^\\s]{1,60}")) throw template.error("a move's label is 1 to 60 characters without spaces, found \"" + l + "\"");
        if (l.equals(CompiledGame.PASS)) throw template.error("\"pass\" is reserved for the pass rule");
        return l;
    }

    /**
     * {@code "then": {"if": [conditions], "choose": param, "pre": […], "prefer": […], "effect": […], "label": suffix}}:
     * the second half of the move, one option per value of the chosen param.
     */
    FollowUp followUp(Node then, Env env) throws RulesFileException {
        then.allowOnly(Set.of("if", "choose", "pre", "prefer", "effect", "label"));
        Condition trigger = then.has("if") ? clauses.conditions(then.get("if").listOrOne(), env) : Condition.TRUE;
        Param choose = param(then.get("choose"), env);
        if (choose.derived()) throw then.get("choose").error("the chosen param ranges over values; it cannot be \"along\" a track");
        if (!then.has("label")) throw then.error("the second half of a move needs a \"label\" to add to the first's, such as \"x$" + choose.name() + "\"");
        List<FollowUp.Option> options = new ArrayList<>();
        for (String v : choose.values()) {
            Env oe = env.with(choose.name(), v);
            try {
                List<Condition> conds = new ArrayList<>();
                conds.add(clauses.conditions(then.has("pre") ? then.get("pre").list() : List.of(), oe));
                Condition prefer = then.has("prefer") ? clauses.conditions(then.get("prefer").list(), oe) : Condition.TRUE;
                List<Effect> fx = new ArrayList<>();
                for (Node e : then.get("effect").list()) fx.add(clauses.effect(e, oe, conds, new HashSet<>()));
                Zone z = scope.zones.get(v);
                options.add(new FollowUp.Option(label(then.get("label"), oe), Condition.all(conds), prefer, Effect.all(fx), z == null ? -1 : z.index()));
            } catch (OffBoard e) {
                // no such option
            }
        }
        return new FollowUp(trigger, List.copyOf(options));
    }

    private Param param(Node p, Env env) throws RulesFileException {
        p.allowOnly(Set.of("name", "cells", "zones", "from", "to", "track", "along", "steps"));
        String name = p.get("name").nonBlank();
        if (!name.matches("[a-z][a-zA-Z0-9]*")) throw p.get("name").error("a move param's name is letters and digits, starting with a lower-case letter: \"" + name + "\"");
        if (Set.of("player", "opponent", "next", "lastMover", "owner").contains(name)) throw p.get("name").error("'" + name + "' is a reserved variable");
        List<String> values = new ArrayList<>();
        if (p.has("along")) {
            p.allowOnly(Set.of("name", "along", "from", "steps"));
            if (!p.has("steps")) throw p.error("an \"along\" param needs \"steps\": how far along the track");
            return new Param(name, List.of(), p);
        }
        if (p.has("steps")) throw p.get("steps").error("\"steps\" belongs to an \"along\" param");
        int kinds = (p.has("cells") ? 1 : 0) + (p.has("zones") ? 1 : 0) + (p.has("track") ? 1 : 0) + (p.has("from") || p.has("to") ? 1 : 0);
        if (kinds != 1) throw p.error("a move param ranges over \"cells\", \"zones\", \"track\", \"from\"…\"to\" or is \"along\" a track (exactly one of them)");
        if (p.has("track")) {
            for (Zone z : scope.track(p.get("track"), env)) values.add(z.name());
        } else if (p.has("cells")) {
            Node c = p.get("cells");
            scope.board(c);
            String set = env.expand(c, c.string());
            if (!scope.sets.containsKey(set)) throw c.error("\"cells\" takes \"board\" (every cell of the board) or the name of a set of cells, not \"" + set + "\"");
            for (Zone z : scope.sets.get(set)) values.add(z.name());
        } else if (p.has("zones")) {
            for (Zone z : scope.zoneList(p.get("zones"), env)) values.add(z.name());
            if (values.isEmpty()) throw p.get("zones").error("the list of zones is empty");
        } else {
            int from = env.integer(p.get("from"), -1_000_000, 1_000_000), to = env.integer(p.get("to"), -1_000_000, 1_000_000);
            if (to < from) throw p.get("to").error("\"to\" (" + to + ") is below \"from\" (" + from + ")");
            if (to - from >= MAX_INSTANCES) throw p.error("the range is too long");
            for (int v = from; v <= to; v++) values.add(Integer.toString(v));
        }
        return new Param(name, values, null);
    }

    /**
     * The zone {@code steps} further along a track than {@code from} (default: the track's first
     * zone), or null when {@code from} is not on the track or the steps run past its end.
     */
    private String along(Node p, Env env) throws RulesFileException {
        List<Zone> track = scope.track(p.get("along"), env);
        int at = p.has("from") ? track.indexOf(scope.zone(p.get("from"), env)) : 0;
        int steps = env.integer(p.get("steps"), 0, 100_000);
        if (at < 0 || at + steps >= track.size()) return null;
        return track.get(at + steps).name();
    }

    private List<Map<String, String>> bindings(List<Param> params, Node where, Env env) throws RulesFileException {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new HashMap<>());
        for (Param p : params) {
            List<Map<String, String>> next = new ArrayList<>();
            if (p.derived()) {
                for (Map<String, String> b : out) {
                    String v = along(p.along(), bound(env, b));
                    if (v == null) continue;
                    Map<String, String> m = new HashMap<>(b);
                    m.put(p.name(), v);
                    next.add(m);
                }
                out = next;
                continue;
            }
            for (Map<String, String> b : out)
                for (String v : p.values()) {
                    Map<String, String> m = new HashMap<>(b);
                    m.put(p.name(), v);
                    next.add(m);
                    if (next.size() > MAX_INSTANCES) throw where.error("the moves have too many combinations of params (over " + MAX_INSTANCES + ")");
                }
            out = next;
        }
        return out;
    }

    private static Env bound(Env env, Map<String, String> binding) {
        Env e = env;
        for (Map.Entry<String, String> v : binding.entrySet()) e = e.with(v.getKey(), v.getValue());
        return e;
    }
}
