package arcade.api.testing;

import arcade.api.model.GameDefinition;

class HiddenPrizeDefinitionTest extends GameDefinitionContract<HiddenPrize.Boxes, Integer> {
    @Override protected GameDefinition<HiddenPrize.Boxes, Integer> definition() { return HiddenPrize.INSTANCE; }
    @Override protected int plyBound() { return 40; }
}
