package arcade.api.testing;

import arcade.api.model.GameRules;

/** The coin game (chance and D∩N states) keeps the shared rules contract. */
class CoinGameContractTest extends GameRulesContract<String, String> {
    @Override protected GameRules<String, String> rules() { return CoinGame.rules(); }
    @Override protected String initialState(long seed) { return "c0"; }
    @Override protected int plyBound() { return 2; }
}
