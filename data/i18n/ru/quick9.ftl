# Быстрые кнопки в сообщении хода (задача 9, §4)
quick-not-yours = Эту кнопку может нажать только { $seat }.
quick-label = { $who }: { $choice }

# Личные заметки в панели, по страницам (задача 9, §5)
panel-notes-page = Ваши личные заметки ({ $page } из { $pages })
panel-notes-earlier = ◀ Раньше
panel-notes-later = Позже ▶
