package arcade.games.solitaire.model;

import arcade.api.model.GameDefinition;
import arcade.api.testing.GameDefinitionContract;

class KlondikeDefinitionTest extends GameDefinitionContract<KlondikeState, KlondikeMove> {
    @Override protected GameDefinition<KlondikeState, KlondikeMove> definition() { return KlondikeDefinition.INSTANCE; }
    @Override protected int plyBound() { return 250; }
    /** Unlimited passes and cards back from the foundations let a game go on for ever. */
    @Override protected boolean terminating() { return false; }
}
