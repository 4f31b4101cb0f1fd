package arcade.shell.testgames;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;

import java.util.Optional;

/** A provider whose constructor fails: it must be listed as unavailable, the others must work. */
public class ThrowingPlugin implements GamePlugin {
    public ThrowingPlugin() { throw new IllegalStateException("broken on purpose"); }

    @Override public GameInfo info() { throw new AssertionError("unreachable"); }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { throw new AssertionError("unreachable"); }
}
