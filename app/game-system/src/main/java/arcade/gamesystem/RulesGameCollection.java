package arcade.gamesystem;

import arcade.api.plugin.GameCollection;
import arcade.api.plugin.GamePlugin;
import arcade.gamesystem.model.ShippedGames;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Every rules file as its own library card: the shipped ones, then the player's own files (a
 * broken one is a card that shows its problem and does not start), then the Rules File card that
 * opens any file and carries the headless tools ({@code arcade rules …}). Followed, the player's
 * folder is watched and the list handed on whenever a file is added, changed or removed.
 */
public final class RulesGameCollection implements GameCollection {
    private final Path userFolder;
    private final List<GamePlugin> shipped = new ArrayList<>();
    private final OpenFilePlugin openFile = new OpenFilePlugin();
    /** The player's files' cards, listed by {@link #games()}. */
    private RulesFolderWatch watch;
    /** Who gets the new list: the last to follow (a window opened again replaces the one before). */
    private volatile Consumer<List<GamePlugin>> followed;
    private boolean watching;

    public RulesGameCollection() { this(null); }

    /** With the folder of the player's own rules files (tests); null: the arcade's data folder. */
    public RulesGameCollection(Path userFolder) { this.userFolder = userFolder; }

    @Override public synchronized List<GamePlugin> games() {
        if (watch == null) {
            for (String id : ShippedGames.IDS) shipped.add(RulesFilePlugin.shipped(id));
            watch = new RulesFolderWatch(userFolder == null ? RulesFolder.resolve() : userFolder);
        }
        List<GamePlugin> out = listed();
        watch.folderProblem().ifPresent(p -> out.add(out.size() - 1, new BrokenRulesFile(p)));
        return out;
    }

    /** The cards as they are now: shipped, the player's, the Rules File card last. */
    private List<GamePlugin> listed() {
        List<GamePlugin> out = new ArrayList<>(shipped);
        out.addAll(watch.cards());
        out.add(openFile);
        return out;
    }

    /** Watches the player's folder (in the arcade's window only: the command line reads it once). */
    @Override public void follow(Consumer<List<GamePlugin>> changed) {
        followed = changed;
        if (userFolder != null) return; // tests drive the watch's check themselves
        synchronized (this) {
            games();
            if (watching) return;
            watching = true;
            watch.start(ids -> handOn());
        }
    }

    private void handOn() {
        Consumer<List<GamePlugin>> f = followed;
        if (f != null) f.accept(listed());
    }

    /** Looks at the player's folder now and updates the cards of changed files (tests); the ids of those cards. */
    Set<String> checkFolder() {
        if (watch == null) return Set.of();
        Set<String> ids = watch.check();
        if (!ids.isEmpty()) handOn();
        return ids;
    }
}
