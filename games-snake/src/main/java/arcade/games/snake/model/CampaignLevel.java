package arcade.games.snake.model;

/**
 * One level of the campaign, as its file describes it: a name, the apples that finish it, the speed
 * it is played at, its walls and where the snake starts.
 *
 * @param number        1-based place in the campaign
 * @param apples        apples to eat to reach the next level
 * @param stepsPerSecond the speed of the level
 * @param walls         {@code walls[i][j]} for the computed cells, 1-based (row and column 0 unused)
 */
public record CampaignLevel(int number, String name, int apples, double stepsPerSecond, boolean[][] walls,
                            int startRow, int startCol, Direction startDirection) {

    public int rows() { return walls.length - 1; }

    public int cols() { return walls[0].length - 1; }

    public boolean isWall(int i, int j) { return walls[i][j]; }

    public double periodSeconds() { return 1 / stepsPerSecond; }
}
