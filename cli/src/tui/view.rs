//! The full screen's drawing: the board at the size the terminal allows, the status lines
//! and the log under it, the hand-over box and the rules table over it.

use super::*;

impl App {
    /// The whole screen.
    pub fn draw(&mut self, f: &mut Frame) {
        let area = f.area();
        if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
            // Too small for any layout: say so in the screen's language, with the size
            // needed and the line mode as the way out; clicks find no board.
            self.board_area = Rect::default();
            let why = words::too_small(self.lang(), (area.width, area.height), MIN_SIZE);
            f.render_widget(Paragraph::new(why).wrap(Wrap { trim: true }), area);
            return;
        }
        // The compact board on a standard 80×24 terminal, the full one from 26 rows, and
        // wider points and taller stacks as the terminal grows.
        self.size = Size::fitting(area.width, area.height - AROUND);
        let [title, board, info, log, help] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(self.size.height()),
            Constraint::Length(INFO),
            Constraint::Min(1),
            Constraint::Length(1),
        ])
        .areas(area);
        f.render_widget(Paragraph::new(self.title(title.width)), title);
        let board = Rect {
            width: board.width.min(self.size.width()),
            ..board
        };
        self.board_area = board;
        let game = self.table.session.game();
        let position = match &self.review {
            Some((review, turn)) => review.turns[*turn].position,
            None => *game.position(),
        };
        let mut widget = Board::new(&position, self.lang(), self.table.numbering());
        widget.size = self.size;
        if self.table.session.person_to_act() {
            widget.cursor = Some(self.cursor);
        }
        if let Some((_, spots)) = self.hinted.as_ref().filter(|h| h.0 == position) {
            widget.hinted = spots.clone();
        }
        if let (Some(from), Some(side)) = (self.selected, game.turn()) {
            widget.selected = Spot::of_origin(side, from);
            widget.targets = game
                .targets(from)
                .iter()
                .filter_map(|t| Spot::of_destination(side, t.1))
                .collect();
        }
        f.render_widget(&widget, board);
        if let Some((review, turn)) = &self.review {
            // The review takes the info and log rows: the turn, its decision, the sums.
            let rows = Rect {
                height: info.height + log.height,
                ..info
            };
            let text: Vec<Line> = self
                .review_lines(review, *turn)
                .into_iter()
                .map(Line::from)
                .collect();
            f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), rows);
        } else {
            self.draw_info_and_log(f, info, log);
            self.draw_handover(f, board);
        }
        f.render_widget(
            Paragraph::new(self.help()).style(Style::default().fg(Color::DarkGray)),
            help,
        );
        if let Some(scroll) = self.rules {
            let r = area.inner(ratatui::layout::Margin::new(1, 0));
            let text = rules_text(
                self.table.session.game().rules(),
                self.lang(),
                usize::from(r.width.saturating_sub(2)),
            );
            let title = Word::RulesTitle.get(self.lang());
            // Clear the margin too: a two-column character left in the first column (the
            // title's 쌍, a Korean log line's first syllable) would cover the frame's left
            // edge, since a terminal draws the cell after a wide character as its second
            // half and ratatui never sends that cell.
            f.render_widget(Clear, area);
            f.render_widget(
                Paragraph::new(text)
                    .block(Block::default().borders(Borders::ALL).title(title))
                    .wrap(Wrap { trim: false })
                    .scroll((scroll, 0)),
                r,
            );
        }
    }

    /// The status lines, then the log in the rows they leave (at least one, two with a
    /// pinned line): the person's own pinned line first where the last lines do not hold
    /// it, so that on a small screen the bot's lines never hide what the person did.
    fn draw_info_and_log(&self, f: &mut Frame, info: Rect, log: Rect) {
        let room = info.height + log.height;
        let mut lines = self.info();
        let pinned = self.pinned.as_ref();
        let least = if pinned.is_some() { 2 } else { 1 };
        lines.truncate(usize::from(room.saturating_sub(least)));
        let rows = room - lines.len() as u16;
        let mut last = self.table.last_lines(usize::from(rows));
        if let Some(pin) = pinned.filter(|p| !last.contains(p)) {
            if last.len() == usize::from(rows) {
                last.remove(0);
            }
            lines.push(Line::from(Span::styled(
                pin.clone(),
                Style::default().add_modifier(Modifier::BOLD),
            )));
        }
        lines.extend(last.into_iter().map(Line::from));
        let area = Rect {
            height: room,
            ..info
        };
        f.render_widget(Paragraph::new(lines), area);
    }

    /// When the turn passes from one person to another on this shared screen: a box over
    /// the middle of the board saying whose turn it is, in that side's colour, and what to
    /// do. It asks for no key of its own: the next person's first action takes it away.
    fn draw_handover(&self, f: &mut Frame, board: Rect) {
        let Some(side) = self.table.session.handover() else {
            return;
        };
        let lang = self.lang();
        let what = match self.next() {
            Next::EnterDice(_) => Word::EnterDiceKeys,
            Next::Roll(_) if self.table.session.may_rest() => Word::RollOrRestKeys,
            Next::Roll(_) => Word::RollKey,
            _ => Word::ChooseChecker,
        };
        let width = board.width.saturating_sub(16).min(60);
        let rect = Rect {
            x: board.x + (board.width - width) / 2,
            y: board.y + board.height / 2 - 2,
            width,
            height: 4,
        };
        // One column either side cleared too, so no wide character's second half covers
        // the frame's edges.
        let margin = Rect {
            x: rect.x - 1,
            width: rect.width + 2,
            ..rect
        };
        let colour = Style::default().fg(board::color(side));
        let text = vec![
            Line::from(Span::styled(
                words::to_play(lang, &self.table.who(side)),
                colour.add_modifier(Modifier::BOLD),
            )),
            Line::from(what.get(lang)),
        ];
        f.render_widget(Clear, margin);
        f.render_widget(
            Paragraph::new(text).centered().block(
                Block::default()
                    .borders(Borders::ALL)
                    .border_style(colour)
                    .title(Word::HandoverTitle.get(lang)),
            ),
            rect,
        );
    }

    /// The title line, within `width` columns where it can be: the rules' long name gives
    /// way to their id before the players are cut.
    fn title(&self, width: u16) -> Line<'static> {
        let lang = self.lang();
        let rules = self.table.session.game().rules();
        let who = self.table.players();
        let game = self.table.game_name();
        let name = Word::AppName.get(lang);
        let mut rest = format!(" · {} · {game} · {who}", rules_name(rules, lang));
        if Line::from(format!("{name}{rest}")).width() > usize::from(width) {
            let short = ssangryuk::Variant::from_rules(rules)
                .map_or_else(|| rules.to_string(), |v| v.id().to_owned());
            rest = format!(" · {short} · {game} · {who}");
        }
        Line::from(vec![
            Span::styled(name, Style::default().add_modifier(Modifier::BOLD)),
            Span::raw(rest),
        ])
    }

    /// The status line: whose turn and what to do, or the result.
    fn status(&self) -> Span<'static> {
        let (s, lang) = (&self.table.session, self.lang());
        let game = s.game();
        let next = s.next();
        if let Some(o) = game.outcome() {
            let times = if game.rules().scoring() == Scoring::Gammons {
                format!(" ×{}", o.points)
            } else {
                String::new()
            };
            let more = if next == Next::Over {
                ""
            } else {
                Word::NextGameKey.get(lang)
            };
            return Span::styled(
                format!("{}{times}{more}", o.message(lang)),
                Style::default()
                    .fg(Color::Yellow)
                    .add_modifier(Modifier::BOLD),
            );
        }
        let (side, what) = match next {
            Next::Over => return Span::raw(s.prompt(lang)),
            Next::Roll(None) | Next::Bot(_) if game.phase() == Phase::Opening => {
                return Span::raw(Word::Opening.get(lang))
            }
            Next::EnterDice(None) => return Span::raw(Word::OpeningHand.get(lang)),
            Next::Roll(None) | Next::NextGame => return Span::raw(s.prompt(lang)),
            Next::Bot(side) => (side, Word::BotPlaying),
            Next::Roll(Some(side)) if s.may_rest() => (side, Word::RollOrRestKeys),
            Next::Roll(Some(side)) => (side, Word::RollKey),
            Next::EnterDice(Some(side)) if !s.seat(side).is_person() => {
                (side, Word::EnterBotDiceKeys)
            }
            Next::EnterDice(Some(side)) => (side, Word::EnterDiceKeys),
            Next::Move(side) if self.selected.is_some() => (side, Word::ChooseTarget),
            Next::Move(side) => (side, Word::ChooseChecker),
        };
        Span::styled(
            words::turn_status(lang, &self.table.who(side), what.get(lang)),
            Style::default()
                .fg(board::color(side))
                .add_modifier(Modifier::BOLD),
        )
    }

    fn info(&self) -> Vec<Line<'static>> {
        let s = &self.table.session;
        let lang = self.lang();
        let game = s.game();
        let pos = game.position();
        let mut lines = vec![Line::from(self.status())];
        // The latest refusal, notice or question, right under the status line: the lines
        // below may not all fit a small screen, this one always does.
        for n in self.notice.iter().flat_map(|n| n.lines()) {
            lines.push(Line::from(Span::styled(
                n.to_owned(),
                Style::default().fg(Color::Yellow),
            )));
        }
        // The dice (or the first of two typed).
        let dice = match (game.phase(), self.typed) {
            (_, Some(first)) => words::dice_pending(lang, first),
            (Phase::Moving { roll, dice }, None) => words::dice(lang, roll, dice.values()),
            _ => Word::NoDice.get(lang).to_owned(),
        };
        lines.push(Line::from(dice));
        // Pip counts (화면 아래에 양쪽이 아직 가야 할 거리), and which way the person's
        // checkers go: the board alone does not say, and the targets only show it late.
        let pips = words::pip_counts(lang, pos.pip_count(Side::Black), pos.pip_count(Side::White));
        lines.push(Line::from(format!("{pips} · {}", self.way())));
        // The position in GNU Backgammon's and eXtreme Gammon's forms, where they exist,
        // on demand (`i`): a 쌍륙 player has no use for them, a backgammon player may.
        if let Some(ids) = crate::text::ids(pos).filter(|_| self.show_ids) {
            lines.push(Line::from(ids));
        }
        // The last plays.
        let last = last_plays(game, lang, self.table.numbering());
        for side in Side::BOTH {
            let text = last[side as usize]
                .clone()
                .unwrap_or_else(|| "—".to_owned());
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{}: ", self.table.who(side)),
                    Style::default().fg(crate::board::color(side)),
                ),
                Span::raw(text),
            ]));
        }
        // The selection and its targets, in the screen's numbering.
        if let (Some(from), Some(side)) = (self.selected, game.turn()) {
            let n = self.table.numbering();
            let targets: Vec<String> = game
                .targets(from)
                .iter()
                .map(|&(die, to)| format!("{}({die})", destination_name(n, side, to, lang)))
                .collect();
            lines.push(Line::from(words::selection(
                lang,
                &origin_name(n, side, from, lang),
                &targets.join(" "),
            )));
        }
        if let Some(score) = self.table.score() {
            lines.push(Line::from(score));
        }
        lines
    }

    /// Which way the person's checkers go (the person to act on a shared screen), by the
    /// points on their path as the board names them.
    fn way(&self) -> String {
        let s = &self.table.session;
        let side = s
            .game()
            .turn()
            .filter(|&side| s.seat(side).is_person())
            .unwrap_or_else(|| self.table.viewer());
        let name = |p: u8| {
            side.label(p).map_or_else(String::new, |l| {
                crate::text::label_name(self.table.numbering(), l)
            })
        };
        words::way(self.lang(), side, [24, 13, 12, 1].map(name))
    }

    /// The review's lines for `turn`: where it stands and the turn, the decision with its
    /// mark, each side's summary.
    fn review_lines(&self, review: &ssangryuk::analysis::Review, turn: usize) -> Vec<String> {
        let lang = self.lang();
        let numbering = self.table.numbering();
        let t = &review.turns[turn];
        let written = self.table.session.game().turns()[t.index].written(lang, numbering);
        let written = words::play_words(lang, &written);
        let mut lines = vec![words::review_place(
            lang,
            turn + 1,
            review.turns.len(),
            t.side,
            &written,
        )];
        if let Some(d) = &t.decision {
            let made = words::play_words(lang, &d.made().play.written(numbering).to_string());
            let best = words::play_words(lang, &d.best().play.written(numbering).to_string());
            let best = (d.made != 0 && d.loss >= 0.0005).then_some((
                best.as_str(),
                d.best().equity,
                d.loss,
            ));
            let played = (made.as_str(), d.made().equity);
            lines.push(words::decision_line(
                lang,
                turn + 1,
                t.side,
                played,
                best,
                d.mark,
            ));
        }
        lines.extend(Side::BOTH.map(|side| review.summary(side, lang)));
        lines
    }

    fn help(&self) -> &'static str {
        if self.review.is_some() {
            return Word::ReviewKeys.get(self.lang());
        }
        if self.table.session.game().outcome().is_some() {
            return Word::GameOverKeys.get(self.lang());
        }
        let keys = if self.table.people() {
            Word::PlayKeys
        } else {
            Word::WatchKeys
        };
        keys.get(self.lang())
    }
}
