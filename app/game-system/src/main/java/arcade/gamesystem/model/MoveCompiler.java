package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Grounds the move schemas: every schema, for every player and every binding of its params,
 * becomes one {@link MoveInstance} labelled by the schema's id and the bound values
 * ({@code place(b2)}, {@code take(heap1,3)}); labels hold no spaces, so a list of moves is plain text.
 */
final class MoveCompiler {
    private static final int MAX_INSTANCES = 100_000;
    private final Scope scope;
    private final Clauses clauses;

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

    List<List<MoveInstance>> compile(Node movesNode, Env env) throws RulesFileException {
        List<Node> schemas = movesNode.list();
        if (schemas.isEmpty()) throw movesNode.error("a game needs at least one move");
        List<List<MoveInstance>> byPlayer = new ArrayList<>();
        for (int p = 0; p < scope.players.size(); p++) byPlayer.add(new ArrayList<>());
        Set<String> ids = new HashSet<>();
        int total = 0;
        for (Node schema : schemas) {
            schema.allowOnly(Set.of("id", "params", "pre", "effect"));
            String id = schema.get("id").nonBlank();
            if (!id.matches("[a-z][a-zA-Z0-9-]*")) throw schema.get("id").error("a move's id is letters, digits and '-', starting with a lower-case letter: \"" + id + "\"");
            if (id.equals(CompiledGame.PASS)) throw schema.get("id").error("\"pass\" is reserved for the pass rule (\"noMoves\": \"pass\")");
            if (!ids.add(id)) throw schema.get("id").error("the move '" + id + "' is declared twice");
            List<Node> paramNodes = schema.has("params") ? schema.get("params").list() : List.of();
            List<Node> pre = schema.has("pre") ? schema.get("pre").list() : List.of();
            List<Node> effects = schema.get("effect").list();
            if (effects.isEmpty()) throw schema.get("effect").error("a move needs at least one effect");
            for (int player = 0; player < scope.players.size(); player++) {
                Env pe = env.with("player", scope.players.get(player).id());
                if (scope.players.size() == 2) pe = pe.with("opponent", scope.players.get(1 - player).id());
                pe = pe.with("next", scope.players.get((player + 1) % scope.players.size()).id());
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
                for (Map<String, String> b : bindings) {
                    Env be = pe;
                    StringBuilder label = new StringBuilder(id);
                    int shown = 0;
                    for (Param p : params) {
                        be = be.with(p.name(), b.get(p.name()));
                        if (!p.derived()) label.append(shown++ == 0 ? '(' : ',').append(b.get(p.name()));
                    }
                    if (shown > 0) label.append(')');
                    List<Condition> conds = new ArrayList<>();
                    conds.add(clauses.conditions(pre, be));
                    List<Effect> fx = new ArrayList<>();
                    Set<String> touched = new java.util.LinkedHashSet<>();
                    for (Node e : effects) fx.add(clauses.effect(e, be, conds, touched));
                    byPlayer.get(player).add(new MoveInstance(label.toString(), player, Condition.all(conds), List.copyOf(fx), Set.copyOf(touched)));
                }
            }
        }
        return byPlayer;
    }

    private Param param(Node p, Env env) throws RulesFileException {
        p.allowOnly(Set.of("name", "cells", "zones", "from", "to", "track", "along", "steps"));
        String name = p.get("name").nonBlank();
        if (!name.matches("[a-z][a-zA-Z0-9]*")) throw p.get("name").error("a move param's name is letters and digits, starting with a lower-case letter: \"" + name + "\"");
        if (Set.of("player", "opponent", "next", "lastMover").contains(name)) throw p.get("name").error("'" + name + "' is a reserved variable");
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
            if (!c.string().equals("board")) throw c.error("\"cells\" takes \"board\" (every cell of the board)");
            Board b = scope.board(c);
            for (int r = 0; r < b.rows(); r++) for (int col = 0; col < b.cols(); col++) values.add(Board.cellName(col, r));
        } else if (p.has("zones")) {
            for (Node z : p.get("zones").list()) values.add(scope.zone(z, env).name());
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
