# Быстрые кнопки в сообщении хода (issue 9 §4)
quick-not-yours = Эту кнопку может нажать только { $seat }.
quick-label = { $who }: { $choice }
