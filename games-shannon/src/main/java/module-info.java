module arcade.games.shannon { requires arcade.api; }
