package arcade.games.capuzzle.path;

import arcade.api.store.GameStore;

/** The path's progress in the game's store: read once, written after every solved puzzle, so it survives restarts. */
public final class PathStore {
    private final GameStore store;
    private PathProgress progress;

    public PathStore(GameStore store) {
        this.store = store;
        this.progress = store.load(PathProgress.FILE, PathProgress.class, PathProgress::empty);
    }

    public PathProgress progress() { return progress; }

    /** Records a solved puzzle of the path and saves the progress. */
    public PathProgress solved(Lesson l, long score, int mistakes, boolean helped) {
        progress = progress.withSolved(l, score, mistakes, helped);
        store.save(PathProgress.FILE, progress);
        return progress;
    }
}
