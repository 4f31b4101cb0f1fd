package arcade.gamesystem.model;

import arcade.api.model.GameDefinition;
import arcade.api.testing.GameDefinitionContract;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.TestInstance;

/** Every shipped rules file keeps the platform's definition contract (moves as text, undo, save and restore, params). */
class ShippedGamesContractTest {

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class TicTacToe extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("tic-tac-toe"); }
        @Override protected int plyBound() { return 9; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class ConnectFour extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("connect-four"); }
        @Override protected int plyBound() { return 42; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Nim extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("nim"); }
        @Override protected int plyBound() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class TakeAway extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("take-away"); }
        @Override protected int plyBound() { return 4; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class DiceRace extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("dice-race"); }
        @Override protected int plyBound() { return 600; }
    }
}
