package arcade.games.shannon.model.definition;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.testing.GameDefinitionContract;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.boards.GeneratorParams;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The definition contract on small generated boards, Short or Cut first; presets and params in words. */
class ShannonDefinitionContractTest extends GameDefinitionContract<ShannonState, ShannonMove> {
    @Override protected GameDefinition<ShannonState, ShannonMove> definition() { return ShannonDefinition.INSTANCE; }

    @Override protected GameId gameId(long seed) {
        return GameId.seeded(GeneratorParams.SMALL.text() + (seed % 3 == 0 ? "-cutfirst" : ""), seed);
    }

    @Override protected List<Long> seeds() { return LongStream.rangeClosed(1, 12).map(i -> i * 104729).boxed().toList(); }

    @Override protected int plyBound() { return 43; } // the most edges a 5×4 board can have

    @Override protected List<String> badParams() { return List.of("", "%%%", "7x", "0x5", "31x5", "bridgit", "balanced-x-7x5", "7x5-p2"); }

    @Test void paramsReadAsWords() {
        assertThat(ShannonDefinition.PARAMS.describeText("7x5-p0.90-q0.95-cutfirst")).isEqualTo("7×5, Cut moves first");
        assertThat(definition().describeParams(GeneratorParams.MEDIUM.text())).isEqualTo("Medium board 7×5");
        assertThat(ShannonDefinition.PARAMS.describeText("bridgit4-cutfirst")).isEqualTo("Bridg-It, order 4, Cut moves first");
        assertThat(ShannonDefinition.PARAMS.normalize("7x5")).isEqualTo("7x5-p0.90-q0.95");
    }
}
