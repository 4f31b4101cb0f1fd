package arcade.games.shannon.model;

import arcade.api.model.GameRules;
import arcade.api.testing.GameRulesContract;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;

import java.util.List;

/** The shared game-automaton contract on generated 5×4 boards (Short or Cut first) and Gale boards. */
class ShannonRulesContractTest extends GameRulesContract<ShannonState, ShannonMove> {
    @Override protected GameRules<ShannonState, ShannonMove> rules() { return ShannonRules.INSTANCE; }

    @Override protected ShannonState initialState(long seed) {
        return ShannonRules.INSTANCE.newGame(ThesisGenerator.generate(GeneratorParams.SMALL, seed), seed % 3 == 0 ? Side.CUT : Side.SHORT);
    }

    @Override protected List<Long> seeds() { return java.util.stream.LongStream.rangeClosed(1, 16).map(i -> i * 7919).boxed().toList(); }

    @Override protected int plyBound() { return 43; } // the most edges a 5×4 board can have

    @Override protected List<ShannonState> extraStates() {
        return List.of(ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(3)), ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(2), Side.CUT));
    }
}
