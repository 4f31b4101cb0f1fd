package arcade.games.capuzzle.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.testing.GameDefinitionContract;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;

import java.util.List;

/** The shared contract, on a small thesis board so random playouts end quickly. */
class CaDefinitionContractTest extends GameDefinitionContract<CaState, CaMove> {
    @Override protected GameDefinition<CaState, CaMove> definition() { return CaDefinition.INSTANCE; }

    @Override protected GameId gameId(long seed) { return GameId.seeded("sum3-6x4-flat", seed); }

    @Override protected int plyBound() { return 6 * 4 * 4; }

    @Override protected List<String> badParams() {
        return List.of("", "%%%", "not params at all", "-1", "999999999999x999999999999", "rule30-2x10-flat",
                "rule30-10x99-flat", "nosuch-10x10-flat", "picheart-10x10-flat", "rule256-10x10-flat");
    }
}
