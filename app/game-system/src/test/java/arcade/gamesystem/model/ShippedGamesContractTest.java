package arcade.gamesystem.model;

import arcade.api.model.GameDefinition;
import arcade.api.testing.GameDefinitionContract;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.TestInstance;

import java.util.List;

/** Every shipped rules file keeps the platform's definition contract (moves as text, undo, save and restore, params). */
class ShippedGamesContractTest {
    /** The larger games walk 15 playouts (the board games of format 2: 5) instead of 40: their states are costlier to replay, and these cover every rule. */
    private static final List<Long> FEWER_SEEDS = java.util.stream.LongStream.rangeClosed(1, 15).map(i -> i * 7919).boxed().toList();

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class TicTacToe extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("tic-tac-toe"); }
        @Override protected int plyBound() { return 9; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class ConnectFour extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("connect-four"); }
        @Override protected int plyBound() { return 42; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Nim extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("nim"); }
        @Override protected int plyBound() { return 12; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS; }
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
        @Override protected List<Long> seeds() { return FEWER_SEEDS; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Ludo extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("ludo"); }
        @Override protected int plyBound() { return 4000; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 2); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class LudoForThree extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("ludo"); }
        @Override protected arcade.api.model.GameId gameId(long seed) { return arcade.api.model.GameId.seeded("players=3", seed); }
        @Override protected int plyBound() { return 4000; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 2); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Reversi extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("reversi"); }
        @Override protected int plyBound() { return 130; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class ReversiSmall extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("reversi"); }
        @Override protected arcade.api.model.GameId gameId(long seed) { return arcade.api.model.GameId.seeded("size=4", seed); }
        @Override protected int plyBound() { return 30; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Draughts extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("draughts"); }
        @Override protected int plyBound() { return 200; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class HexWithSwap extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("hex"); }
        @Override protected arcade.api.model.GameId gameId(long seed) { return arcade.api.model.GameId.seeded("size=7,swap=1", seed); }
        @Override protected int plyBound() { return 50; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Gomoku extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("gomoku"); }
        @Override protected int plyBound() { return 225; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Breakthrough extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("breakthrough"); }
        @Override protected arcade.api.model.GameId gameId(long seed) { return arcade.api.model.GameId.seeded("rows=6,cols=5", seed); }
        @Override protected int plyBound() { return 6 * 5 * 6; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Morris extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("morris"); }
        @Override protected int plyBound() { return 200; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }

    @Nested @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class Kalah extends GameDefinitionContract<RulesState, RulesMove> {
        @Override protected GameDefinition<RulesState, RulesMove> definition() { return ShippedGames.load("kalah"); }
        @Override protected int plyBound() { return 1000; }
        @Override protected List<Long> seeds() { return FEWER_SEEDS.subList(0, 5); }
        @Override protected int checkedStatesPerPlayout() { return 12; }
    }
}
