module arcade.games.snake { requires arcade.api; }
