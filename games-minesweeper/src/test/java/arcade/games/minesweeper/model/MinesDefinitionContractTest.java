package arcade.games.minesweeper.model;

import arcade.api.model.GameDefinition;
import arcade.api.testing.GameDefinitionContract;

import java.util.List;

class MinesDefinitionContractTest extends GameDefinitionContract<MinesState, MinesMove> {
    @Override protected GameDefinition<MinesState, MinesMove> definition() { return MinesDefinition.INSTANCE; }
    @Override protected int plyBound() { return 600; }
    @Override protected List<String> badParams() {
        return List.of("", "%%%", "not params at all", "-1", "999999999999x999999999999", "4x9-10", "9x9-0", "9x9-73", "9x9-10-never", "101x5-3");
    }
}
