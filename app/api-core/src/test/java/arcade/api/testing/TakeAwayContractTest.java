package arcade.api.testing;

import arcade.api.model.GameRules;

/** Take-away keeps the shared rules contract; seeds vary the pile size so many shapes are walked. */
class TakeAwayContractTest extends GameRulesContract<TakeAway.Pile, TakeAway.Take> {
    private final TakeAway rules = new TakeAway(7);

    @Override protected GameRules<TakeAway.Pile, TakeAway.Take> rules() { return rules; }
    @Override protected TakeAway.Pile initialState(long seed) { return new TakeAway.Pile(1 + (int) Math.floorMod(seed, 7), TakeAway.A); }
    @Override protected int plyBound() { return 7; }
}
