package arcade.shell.storage;

import arcade.api.session.SavedGame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/** One autosave per game ({@code autosave/<id>.json}): the unfinished game to resume. */
public final class AutosaveStore {
    private final JsonFiles files;
    private final Path folder;
    private final Clock clock;

    public AutosaveStore(JsonFiles files, Path dataDir, Clock clock) {
        this.files = files;
        this.folder = dataDir.resolve("autosave");
        this.clock = clock;
    }

    public boolean exists(String gameId) { return Files.isRegularFile(file(gameId)); }

    /** The autosave, or empty when there is none or it was unusable (then it is moved aside and reported). */
    public Optional<SavedGame> load(String gameId) {
        // Anything in its place is read (and refused) through JsonFiles: a pipe or a link is kept aside, a folder never written over.
        if (!Files.exists(file(gameId), java.nio.file.LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        AutosaveFile f = files.read(file(gameId), AutosaveFile.class, AutosaveFile::empty);
        // Valid JSON that does not describe a game (no game id, an unknown entry kind, a negative time): kept aside and reported, never deleted.
        Optional<String> problem = f.problem();
        if (problem.isPresent()) {
            if (exists(gameId)) files.reportUnusable(file(gameId), "it does not describe a game: " + problem.get());
            return Optional.empty();
        }
        return Optional.of(f.toSavedGame());
    }

    /** Saves the snapshot, or removes the autosave when there is nothing worth resuming. */
    public void store(String gameId, Optional<SavedGame> snapshot) {
        if (snapshot.isPresent()) files.write(file(gameId), AutosaveFile.of(snapshot.get(), clock.millis()));
        else files.delete(file(gameId));
    }

    /**
     * The game could not resume from it: keep it aside (never silently lost) so it is not offered
     * again. Returns the name it is kept under, or empty if there was none or it could not be moved.
     */
    public Optional<String> discard(String gameId) {
        if (!exists(gameId)) return Optional.empty();
        try {
            return Optional.of(files.keepAside(file(gameId)).getFileName().toString());
        } catch (java.io.IOException e) {
            return Optional.empty();
        }
    }

    private Path file(String gameId) { return folder.resolve(gameId + ".json"); }
}
