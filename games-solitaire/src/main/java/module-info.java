/** Klondike: rules with the deal as a chance step, no-peek and thoughtful solvers, winnable deals, headless tools. */
module arcade.games.solitaire {
    requires arcade.api;
}
