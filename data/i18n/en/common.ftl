# Strings shared by every game and the bot itself.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
