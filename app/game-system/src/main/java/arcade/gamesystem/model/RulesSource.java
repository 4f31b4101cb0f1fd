package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.gamesystem.format.JsonText;
import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A rules file read and checked: its header (name, description, players, params, presets) and
 * the JSON of its clauses, which {@link GameCompiler} instantiates for given params. Loading
 * compiles the default params and every preset, so a file that loads can be played.
 */
public final class RulesSource {
    static final Set<String> TOP_FIELDS = Set.of("format", "name", "blurb", "icon", "description", "players", "params", "presets", "board", "zones",
            "die", "tracks", "tokens", "initial", "turnOrder", "moves", "win", "draw", "noMoves", "maxPlies", "seats");
    /** The fields format 2 adds. */
    static final Set<String> FORMAT_2_FIELDS = Set.of("kinds", "sets", "forcedCapture", "end", "score", "symmetries");
    /** The newest format this version reads. */
    public static final int FORMAT = 2;
    /** The param that, when a file declares it, is the number of players. */
    static final String PLAYER_COUNT = "players";
    private static final int MAX_PLAYERS = 8;

    private final String file;
    private final Node root;
    private final String name;
    private final String description;
    private final List<PlayerId> players;
    private final List<ParamSpec> params;
    private final List<Preset> presets;
    private final RulesParams codec;
    /** Who plays, by number of players (counts not listed: the first players of {@link #players()}). */
    private final Map<Integer, List<PlayerId>> seats;
    private final int format;
    /** The games compiled while the file was checked (the defaults and every preset), by params text: the first play needs no second compile. */
    final Map<String, CompiledGame> checked = new java.util.concurrent.ConcurrentHashMap<>();
    /** Per player: the colour the file names, and the direction it calls forward (either may be absent). */
    private final Map<PlayerId, String> colours;
    private final Map<PlayerId, String> forwards;

    private RulesSource(String file, Node root, int format, String name, String description, List<PlayerId> players, Map<PlayerId, String> colours,
                        Map<PlayerId, String> forwards, List<ParamSpec> params, List<Preset> presets, Map<Integer, List<PlayerId>> seats) {
        this.file = file;
        this.format = format;
        this.colours = Map.copyOf(colours);
        this.forwards = Map.copyOf(forwards);
        this.root = root;
        this.name = name;
        this.description = description;
        this.players = List.copyOf(players);
        this.params = List.copyOf(params);
        this.codec = new RulesParams(this);
        this.presets = List.copyOf(presets);
        this.seats = Map.copyOf(seats);
    }

    /** Reads, checks and test-compiles a rules file; every problem is a {@link RulesFileException} naming the place. */
    public static RulesSource load(String file, String text) throws RulesFileException {
        Node root = JsonText.read(file, text);
        int format = root.has("format") ? root.get("format").integer(Map.of()) : 1;
        if (format < 1 || format > FORMAT)
            throw root.get("format").error("this version of the arcade reads rules formats 1 and " + FORMAT + ", not " + format);
        Set<String> fields = new HashSet<>(TOP_FIELDS);
        if (format >= 2) fields.addAll(FORMAT_2_FIELDS);
        else for (String k : root.keys())
            if (FORMAT_2_FIELDS.contains(k)) throw root.get(k).error("\"" + k + "\" is part of rules format 2: write \"format\": 2 at the top of the file");
        root.allowOnly(fields);
        String name = root.get("name").nonBlank().strip();
        String description = root.has("description") ? root.get("description").string() : "";
        checkCardFields(root);
        List<PlayerId> players = new ArrayList<>();
        Map<PlayerId, String> colours = new HashMap<>(), forwards = new HashMap<>();
        Set<String> seen = new HashSet<>();
        for (Node p : root.get("players").list()) {
            Node nameNode = p;
            if (p.isObject()) {
                if (format < 2) throw p.error("a player with a colour or a forward direction needs \"format\": 2; in format 1 a player is a name");
                p.allowOnly(Set.of("name", "colour", "forward"));
                nameNode = p.get("name");
            }
            String id = nameNode.nonBlank().strip();
            if (!id.matches("[A-Za-z][A-Za-z0-9_-]*")) throw nameNode.error("a player's name is letters, digits, '-' and '_', starting with a letter: \"" + id + "\"");
            if (!seen.add(id)) throw nameNode.error("the player '" + id + "' is listed twice");
            PlayerId pid = new PlayerId(id);
            players.add(pid);
            if (p.isObject() && p.has("colour")) colours.put(pid, PlayerColours.check(p.get("colour")));
            if (p.isObject() && p.has("forward")) forwards.put(pid, p.get("forward").nonBlank());
        }
        if (players.isEmpty()) throw root.get("players").error("a game needs at least one player");
        if (players.size() > MAX_PLAYERS) throw root.get("players").error("at most " + MAX_PLAYERS + " players");
        List<ParamSpec> params = new ArrayList<>();
        if (root.has("params")) {
            Set<String> names = new HashSet<>();
            for (Node p : root.get("params").list()) {
                p.allowOnly(format >= 2 ? Set.of("name", "label", "default", "min", "max", "step", "values") : Set.of("name", "label", "default", "min", "max"));
                String n = p.get("name").nonBlank();
                if (!n.matches("[a-z][a-zA-Z0-9]*")) throw p.get("name").error("a param's name is lower-case letters and digits, starting with a letter: \"" + n + "\"");
                if (!names.add(n)) throw p.get("name").error("the param '" + n + "' is declared twice");
                int min = p.get("min").integer(Map.of()), max = p.get("max").integer(Map.of());
                if (min > max) throw p.get("max").error("max (" + max + ") is below min (" + min + ")");
                int def = p.get("default").integer(Map.of(), min, max);
                String label = p.has("label") ? p.get("label").nonBlank() : n;
                Map<Integer, String> words = new HashMap<>();
                if (p.has("values")) for (String k : p.get("values").keys()) {
                    int v;
                    try {
                        v = Integer.parseInt(k);
                    } catch (NumberFormatException e) {
                        throw p.get("values").error("the values are named by their numbers, such as \"0\", not \"" + k + "\"");
                    }
                    if (v < min || v > max) throw p.get("values").error(v + " is outside the param's range " + min + " to " + max);
                    words.put(v, p.get("values").get(k).nonBlank());
                }
                int step = p.has("step") ? p.get("step").integer(Map.of(), 1, Math.max(1, max - min)) : 1;
                if ((def - min) % step != 0) throw p.get("default").error("the default " + def + " is not one of the values from " + min + " in steps of " + step);
                params.add(new ParamSpec(n, label, def, min, max, step, words));
            }
        }
        Map<Integer, List<PlayerId>> seats = seats(root, players, params);
        RulesSource draft = new RulesSource(file, root, format, name, description, players, colours, forwards, params, List.of(), seats);
        List<Preset> presets = new ArrayList<>();
        if (root.has("presets")) {
            Set<String> ids = new HashSet<>();
            for (Node p : root.get("presets").list()) {
                p.allowOnly(Set.of("id", "label", "params"));
                String id = p.get("id").nonBlank();
                if (!ids.add(id)) throw p.get("id").error("the preset '" + id + "' is declared twice");
                Map<String, Integer> values = new LinkedHashMap<>();
                for (ParamSpec s : params) values.put(s.name(), s.defaultValue());
                if (p.has("params")) {
                    Node vals = p.get("params");
                    for (String k : vals.keys()) {
                        ParamSpec spec = params.stream().filter(s -> s.name().equals(k)).findFirst()
                                .orElseThrow(() -> new RulesFileException(file, vals.path(), "'" + k + "' is not a param of this game"));
                        int v = vals.get(k).integer(Map.of(), spec.min(), spec.max());
                        if (!spec.allows(v)) throw vals.get(k).error(spec.label() + " must be " + spec.range() + ", not " + v);
                        values.put(k, v);
                    }
                }
                presets.add(new Preset(id, p.get("label").nonBlank(), draft.codec.format(values)));
            }
        }
        if (presets.isEmpty()) presets.add(new Preset("standard", params.isEmpty() ? "Standard" : draft.codec.describe(draft.codec.defaults()),
                draft.codec.format(draft.codec.defaults())));
        RulesSource source = new RulesSource(file, root, format, name, description, players, colours, forwards, params, presets, seats);
        source.checked.put(source.codec.format(source.codec.defaults()), GameCompiler.compile(source, source.codec.defaults()));
        for (Preset p : presets) {
            Map<String, Integer> values = source.codec.parse(p.params());
            String key = source.codec.format(values);
            if (!source.checked.containsKey(key)) source.checked.put(key, GameCompiler.compile(source, values));
        }
        return source;
    }

    /**
     * The {@code players} param's range checked against the player list, and {@code "seats"}:
     * {@code {"2": ["Red", "Blue"]}} says who plays when two do, in turn order.
     */
    private static Map<Integer, List<PlayerId>> seats(Node root, List<PlayerId> players, List<ParamSpec> params) throws RulesFileException {
        ParamSpec count = params.stream().filter(p -> p.name().equals(PLAYER_COUNT)).findFirst().orElse(null);
        if (count != null && (count.min() < 1 || count.max() > players.size()))
            throw root.get("params").error("the param \"players\" is the number of players: from 1 to the " + players.size() + " listed under \"players\"");
        if (!root.has("seats")) return Map.of();
        Node seats = root.get("seats");
        if (count == null) throw seats.error("\"seats\" needs a param named \"players\" (the number of players) to choose from them");
        Map<Integer, List<PlayerId>> out = new HashMap<>();
        for (String key : seats.keys()) {
            Node list = seats.get(key);
            int n;
            try {
                n = Integer.parseInt(key);
            } catch (NumberFormatException e) {
                throw list.error("seats are listed by the number of players, such as \"2\", not \"" + key + "\"");
            }
            if (n < count.min() || n > count.max()) throw list.error("the param \"players\" allows " + count.min() + " to " + count.max() + " players, not " + n);
            List<PlayerId> who = new ArrayList<>();
            for (Node p : list.list()) {
                PlayerId id = new PlayerId(p.nonBlank().strip());
                if (!players.contains(id)) throw p.error("'" + id + "' is not a player; the players are " + players.stream().map(PlayerId::id).collect(Collectors.joining(", ")));
                if (who.contains(id)) throw p.error("the player '" + id + "' is seated twice");
                who.add(id);
            }
            if (who.size() != n) throw list.error(n + " players need " + n + " seats here, not " + who.size());
            out.put(n, List.copyOf(who));
        }
        return out;
    }

    /** Who plays with these params, in turn order: everyone listed, unless the {@code players} param says fewer. */
    public List<PlayerId> playersFor(Map<String, Integer> params) {
        Integer n = params.get(PLAYER_COUNT);
        if (n == null || n == players.size()) return players;
        return seats.getOrDefault(n, players.subList(0, n));
    }

    public String file() { return file; }

    /** The rules format the file is written in. */
    public int format() { return format; }

    /** The direction a player calls forward, as the file names it, or null. */
    String forwardOf(PlayerId p) { return forwards.get(p); }

    /** The colour of each of these players: the file's, else one its name says (Black, Red…), else empty. */
    List<String> coloursOf(List<PlayerId> who) {
        List<String> out = new ArrayList<>();
        for (PlayerId p : who) out.add(colours.getOrDefault(p, PlayerColours.named(p.id())));
        return out;
    }

    Node root() { return root; }

    public String name() { return name; }

    /** The rules in words (Markdown), from the file's description. */
    public String description() { return description; }

    /** The longest card line: the library shows two lines of a card's width. */
    static final int MAX_BLURB = 90;
    /** An Ikonli Material Design 2 icon name, the only icon pack the arcade ships. */
    private static final java.util.regex.Pattern ICON = java.util.regex.Pattern.compile("mdi2[a-z]-[a-z0-9]+(-[a-z0-9]+)*");

    /** The library card's line the file gives ({@code "blurb"}), if it gives one. */
    public java.util.Optional<String> blurb() { return cardField("blurb"); }

    /** The library card's icon the file names ({@code "icon"}, e.g. {@code mdi2c-chess-knight}), if it names one. */
    public java.util.Optional<String> icon() { return cardField("icon"); }

    private java.util.Optional<String> cardField(String field) {
        try {
            return root.has(field) ? java.util.Optional.of(root.get(field).string().strip()) : java.util.Optional.empty();
        } catch (RulesFileException e) {
            return java.util.Optional.empty(); // checked when the file was loaded
        }
    }

    /** The card's line is one short line; the icon is a name of the icon pack. */
    private static void checkCardFields(Node root) throws RulesFileException {
        if (root.has("blurb")) {
            String b = root.get("blurb").nonBlank().strip();
            if (b.contains("\n")) throw root.get("blurb").error("the card's line is one line, without line breaks");
            if (b.length() > MAX_BLURB) throw root.get("blurb").error("the card's line has " + b.length() + " characters; at most " + MAX_BLURB + " fit on the card");
        }
        if (root.has("icon") && !ICON.matcher(root.get("icon").nonBlank().strip()).matches())
            throw root.get("icon").error("an icon is a Material Design icon name such as \"mdi2c-chess-knight\"");
    }

    public List<PlayerId> players() { return players; }

    public List<ParamSpec> params() { return params; }

    public List<Preset> presets() { return presets; }

    public RulesParams codec() { return codec; }
}
