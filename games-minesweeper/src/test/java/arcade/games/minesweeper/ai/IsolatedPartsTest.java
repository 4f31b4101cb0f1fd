package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class IsolatedPartsTest {
    /**
     * The corner pair holds one mine and is closed off by numbers and flags, while the right side
     * is open and far too large for the whole-board search: the corner is still searched.
     */
    @Test void aClosedOffCornerIsSearchedWhileTheBoardIsStillLarge() {
        PlayerBoard v = Boards.view(13,
                "##F21#######",
                "13F21#######",
                "01111#######",
                "00001#######",
                "00001#######");
        assertThat(EndgameSearch.best(v)).as("the whole board has too many arrangements").isNull();
        EndgameSearch.Guess g = IsolatedParts.best(v);
        assertThat(g).isNotNull();
        assertThat(g.cell()).isIn(0, 1);
        assertThat(g.winChance()).isCloseTo(0.5, within(1e-12));
    }

    /** Cells that a later opening elsewhere could still inform are not a closed-off part. */
    @Test void anOpenEdgeIsNoClosedOffPart() {
        PlayerBoard v = Boards.view(13,
                "####1#######",
                "1111########",
                "00001#######",
                "00001#######",
                "00001#######");
        assertThat(IsolatedParts.best(v)).isNull();
    }
}
