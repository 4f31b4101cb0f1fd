package arcade.gamesystem;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.view.RulesGame;

import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One rules file as a library card, with its own statistics, autosave and rules page. A shipped
 * file is read only when its card is first asked for (the constructor builds nothing).
 */
public final class RulesFilePlugin implements GamePlugin {
    /** A rules file that names no icon of its own. */
    private static final String FILE_ICON = "mdi2f-file-code-outline";

    private final String id;
    private final Supplier<RulesDefinition> load;
    private RulesDefinition definition;
    /** Set while the player's file is broken on disk; the last good definition is kept for the card. */
    private RulesFileException problem;

    private RulesFilePlugin(String id, Supplier<RulesDefinition> load) {
        this.id = id;
        this.load = load;
    }

    /** A file shipped with the arcade; its id is the file name. */
    public static RulesFilePlugin shipped(String id) { return new RulesFilePlugin(id, new ShippedLoad(id)); }

    /** One of the player's own files, already read and checked. */
    public static RulesFilePlugin own(String id, RulesDefinition d) { return new RulesFilePlugin(id, () -> d); }

    /**
     * One of the player's own files that does not read well: a card named after the file with its
     * problem, which does not start until the file is fixed.
     */
    static RulesFilePlugin broken(String id, RulesFileException e) {
        RulesFilePlugin p = new RulesFilePlugin(id, () -> { throw new BrokenRulesFile.Unplayable(inWords(e)); });
        p.problem = e;
        return p;
    }

    /** The player's file changed on disk and reads well: the card shows its new name, line and icon. */
    synchronized void reloaded(RulesDefinition d) {
        definition = d;
        problem = null;
    }

    /** The player's file changed on disk and is broken: the card keeps its last good look but cannot be started. */
    synchronized void broken(RulesFileException e) { problem = e; }

    /** The file name, line and column and the message in plain words, while the file is broken. */
    @Override public synchronized Optional<String> problem() {
        return Optional.ofNullable(problem).map(RulesFilePlugin::inWords);
    }

    static String inWords(RulesFileException e) {
        String place = e.line() > 0 ? "line " + e.line() + ", column " + e.column()
                : e.where().isEmpty() ? "" : e.where();
        return e.file() + " cannot be played: " + (place.isEmpty() ? "" : place + ": ") + e.problem()
                + ". Fix the file and save it; the card comes back by itself.";
    }

    synchronized RulesDefinition rulesDefinition() {
        if (definition == null) definition = load.get();
        return definition;
    }

    @Override public synchronized GameInfo info() {
        String name, line;
        Optional<String> icon;
        if (definition == null && load instanceof ShippedLoad shippedFile) {
            // The library only needs the name, the card's line and the icon: a shipped file (checked
            // by the tests) is compiled when it is first played, not while the arcade starts.
            com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(ShippedGames.text(shippedFile.id())).getAsJsonObject();
            name = o.get("name").getAsString().strip();
            line = o.has("blurb") ? o.get("blurb").getAsString().strip()
                    : RulesPages.summary(o.has("description") ? o.get("description").getAsString() : "", shippedFile.id() + ".json");
            icon = o.has("icon") ? Optional.of(o.get("icon").getAsString().strip()) : Optional.empty();
        } else if (definition == null && problem != null) {
            // Broken since it was first read: the file's name until it reads well.
            String file = problem.file();
            name = file.endsWith(".json") ? file.substring(0, file.length() - ".json".length()) : file;
            line = "A rules file of yours that cannot be played yet.";
            icon = Optional.empty();
        } else {
            var src = rulesDefinition().source();
            name = src.name();
            line = src.blurb().orElseGet(() -> RulesPages.summary(src));
            icon = src.icon();
        }
        return new GameInfo(id, name, line, icon.orElse(FILE_ICON));
    }

    /** The shipped files are board games; the player's own files have a shelf of their own. */
    @Override public arcade.api.plugin.GameCategory category() {
        return load instanceof ShippedLoad ? arcade.api.plugin.GameCategory.BOARD_GAMES : arcade.api.plugin.GameCategory.RULES_FILES;
    }

    /** Loads a shipped file by its id (a named type, so info() can read the file's header without compiling it). */
    private record ShippedLoad(String id) implements Supplier<RulesDefinition> {
        @Override public RulesDefinition get() { return ShippedGames.load(id); }
    }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        Optional<String> why = problem();
        if (why.isPresent()) throw new BrokenRulesFile.Unplayable(why.get());
        return RulesGame.open(ctx, resume, id, rulesDefinition(), null, null);
    }

    /** None while the file has never read well. */
    @Override public synchronized Optional<GameDefinition<?, ?>> definition() {
        return definition == null && problem != null ? Optional.empty() : Optional.of(rulesDefinition());
    }

    /** Every rules game is won or lost (or drawn); answered without compiling the file, so the library starts fast. */
    @Override public Set<arcade.api.model.Measure> measures() { return Set.of(arcade.api.model.Measure.WIN_LOSS); }

    @Override public synchronized String rulesMarkdown() {
        if (definition == null && problem != null) return "# " + info().name() + "\n\n" + inWords(problem) + "\n";
        return RulesPages.page(rulesDefinition().source());
    }
}
