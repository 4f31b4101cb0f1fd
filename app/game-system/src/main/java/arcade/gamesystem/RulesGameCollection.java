package arcade.gamesystem;

import arcade.api.plugin.GameCollection;
import arcade.api.plugin.GamePlugin;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.UserRulesFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every rules file as its own library card: the shipped ones, then the player's own files (a
 * broken one is listed as unavailable with its message), then the Rules File card that opens
 * any file and carries the headless tools ({@code arcade rules …}).
 */
public final class RulesGameCollection implements GameCollection {
    private final Path userFolder;
    /** Follows the player's files on disk once the cards are listed. */
    private RulesFolderWatch watch;

    public RulesGameCollection() { this(null); }

    /** With the folder of the player's own rules files (tests); null: the arcade's data folder. */
    public RulesGameCollection(Path userFolder) { this.userFolder = userFolder; }

    @Override public List<GamePlugin> games() {
        List<GamePlugin> out = new ArrayList<>();
        for (String id : ShippedGames.IDS) out.add(RulesFilePlugin.shipped(id));
        Path folder = userFolder == null ? RulesFolder.resolve() : userFolder;
        UserRulesFiles.Scan scan = UserRulesFiles.scan(folder);
        java.util.Map<String, RulesFilePlugin> own = new java.util.LinkedHashMap<>();
        for (UserRulesFiles.Game g : scan.games()) own.put(g.id(), RulesFilePlugin.own(g.id(), g.definition()));
        out.addAll(own.values());
        watch = new RulesFolderWatch(folder, own);
        if (userFolder == null) watch.start(); // tests drive the watch's check themselves
        for (RulesFileException broken : scan.broken()) out.add(new BrokenRulesFile(broken));
        out.add(new OpenFilePlugin());
        return out;
    }

    /** Looks at the player's folder now and updates the cards of changed files (tests); the ids of those cards. */
    java.util.Set<String> checkFolder() { return watch == null ? java.util.Set.of() : watch.check(); }
}
