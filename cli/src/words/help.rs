//! `--help` in Korean: the command line's help texts, each command's and each option's,
//! rendered by clap from this table when the language is Korean (`--lang ko`, the default).

use clap::Command;

/// The Korean help of each command (its path: `play`, `yut play`) and of each argument
/// (`path --id`, or `* --id` for every command that has it), as data.
pub const KOREAN_HELP: [(&str, &str); 72] = [
    ("", "쌍륙과 윷놀이를 터미널에서: 봇과 두는 전체 화면 판, 봇끼리 두는 판, 출처를 단 규칙표, 봇 경기장"),
    ("play", "봇과 한 판(또는 세 판 겨루기)을 두거나, 한 화면에서 사람끼리 둡니다"),
    ("watch", "봇 둘이 두는 판을 봅니다"),
    ("rules", "변형 규칙을 출처와 함께 터미널 너비에 맞춰 보여 줍니다"),
    ("arena", "봇 둘이 씨앗을 정한 판을 짝지어 둡니다 (같은 주사위, 자리 바꿔)"),
    ("variants", "봇 한 쌍이 모든 규칙 묶음을 둡니다: 규칙이 판을 어떻게 바꾸는지"),
    ("analyze", "저장한 판(`.mat`이나 기록 `.json`)의 수마다 최선의 수와 견주어 평가합니다"),
    ("yut", "윷놀이: 봇과 두거나 한 화면에서 사람끼리 두고, 봇끼리 두는 판을 봅니다"),
    ("yut play", "윷놀이를 봇과 또는 한 화면에서 사람끼리 둡니다 (전체 화면, 또는 --plain으로 표준 입력에서)"),
    ("yut watch", "봇끼리 두는 윷놀이를 봅니다"),
    ("help", "이 도움말이나 명령의 도움말을 보여 줍니다"),
    ("yut help", "이 도움말이나 명령의 도움말을 보여 줍니다"),
    ("* --help", "도움말을 보여 줍니다"),
    ("* --version", "버전을 보여 줍니다"),
    ("* --lang", "화면과 알림의 언어: ko (한국어) 또는 en (영어)"),
    ("* --game", "판 번호: 같은 번호는 같은 주사위(윷)가 다시 나오고, 봇도 그 번호로 씨앗을 정합니다"),
    ("* --position", "규칙의 첫 배치 대신 이 위치에서 시작: GNU Backgammon 위치 ID(흑 차례, 또는 `ID:매치ID`)나 XGID(`XGID=…`); 말이 15개인 규칙만"),
    ("* --numbers", "칸 이름: `labels` (판의 상1–상12, 하1–하12; 한국어의 기본) 또는 `own` (자기 길 번호 1–24; 영어의 기본)"),
    ("* --save", "둘 때마다 판을 저장합니다: `--save g`는 `g.json`(이어 두기용)과 `g.mat`(다른 프로그램용)을 씁니다"),
    ("* --plain", "전체 화면 대신 글로: 표준 입력에서 한 줄씩 읽고 판을 글로 씁니다 (스크립트와 화면 낭독기용)"),
    ("* --resume", "파일에 저장한 판을 그 규칙, 자리, 주사위로 이어 둡니다; 계속 거기에 저장됩니다"),
    ("* --delay", "전체 화면에서 수 사이의 시간 (밀리초)"),
    ("* --seed", "첫 판(짝)의 씨앗"),
    ("* --games", "둘 판 수"),
    ("* --plies", "몇 수 앞까지 볼지: 0, 1, 2"),
    ("* --a", "첫째 봇"),
    ("* --b", "둘째 봇"),
    ("play --rules", "변형 규칙: 규칙 묶음 이름(app, mcst, sixteen, l1931, culin, bansugoroku)이나 `app;cap=6` 같은 규칙 글"),
    ("watch --rules", "변형 규칙: 규칙 묶음 이름(app, mcst, sixteen, l1931, culin, bansugoroku)이나 `app;cap=6` 같은 규칙 글"),
    ("play --bot", "상대: 봇(random, greedy 욕심 봇, safe 안전 봇, classic, expert 고수 봇)이나, 한 화면에서 번갈아 두는 사람 `human`(`사람`)"),
    ("play --side", "내가 둘 쪽: black (흑, 아래쪽) 또는 white (백, 위쪽)"),
    ("play --seats", "번호로 한 쪽에 앉을 사람이나 봇: 1은 흑(먼저 둠), 2는 백; 예: `--seat 1=human:철수 --seat 2=human:영희`"),
    ("play --dice", "주사위: `drawn` (그 번호 판의 주사위) 또는 `hand` (탁자에서 던진 진짜 주사위를 적어 넣음, 봇 차례에도)"),
    ("play --best_of_three", "세 판 겨루기 (\"보통 세 번 겨뤄 두 동 이상이면 최종 승리\")"),
    ("watch --black", "흑 봇"),
    ("watch --white", "백 봇"),
    ("rules --rules", "규칙 묶음 이름이나 규칙 글"),
    ("rules --width", "이 너비(글자 칸)에 맞춰 줄을 바꿉니다 (기본: 터미널 너비, 또는 80)"),
    ("rules --markdown", "표를 Markdown으로 (`ssangryuk::rules_table`), 줄 바꿈 없이"),
    ("arena --rules", "변형 규칙"),
    ("arena --jobs", "스레드 수 (기본: 이 컴퓨터의 수)"),
    ("analyze --file", "`.mat` 파일이나 판·겨루기의 기록(`.json`); `play --save`와 `watch --save`가 둘 다 씁니다"),
    ("analyze --rules", "읽을 규칙 (기본: 파일이 밝힌 규칙; `.mat` 파일이 밝히지 않으면 l1931). 다른 규칙의 파일은 거절합니다"),
    ("analyze --json", "수마다 JSON 한 줄, 그다음 판마다 요약"),
    ("analyze --plot", "기대값 그래프를 SVG 파일로도 그립니다: 판마다 한 칸, 파일의 순서대로"),
    ("analyze --numbers", "수의 칸 이름: `labels` (상1–상12, 하1–하12; 한국어의 기본, 판의 화면처럼) 또는 `own` (양쪽 각자의 길 번호; 영어의 기본)"),
    ("yut play --variant", "규칙: 변형(dominant, textbook, wikipedia, reorder, local, genius)이나 `reorder;pieces=2` 같은 규칙 글"),
    ("yut watch --variant", "규칙: 변형(dominant, textbook, wikipedia, reorder, local, genius)이나 `reorder;pieces=2` 같은 규칙 글"),
    ("yut play --sides", "편 수 (2–6): 사람들, 또는 `--members`와 함께 팀들"),
    ("yut watch --sides", "편 수 (2–6): 사람들, 또는 `--members`와 함께 팀들"),
    ("yut play --members", "한 편의 사람 수 (1–6): 번갈아 윷을 던지는 팀"),
    ("yut watch --members", "한 편의 사람 수 (1–6): 번갈아 윷을 던지는 팀"),
    ("yut play --pieces", "한 편의 말 수 (2–4)"),
    ("yut watch --pieces", "한 편의 말 수 (2–4)"),
    ("yut play --table", "`solved` 봇이 쓸 풀이표 (yutnori의 `solve` 예제가 씀)"),
    ("yut watch --table", "`solved` 봇이 쓸 풀이표 (yutnori의 `solve` 예제가 씀)"),
    ("yut play --bot", "다른 편들: 봇(random, greedy, expecti, expert, solved)이나, 한 화면에서 번갈아 두는 사람 `human` (`human:이름`)"),
    ("yut play --side", "내가 둘 편, 1부터 (1편이 먼저 던짐)"),
    ("yut play --seats", "한 편(`2=expert`)이나 팀의 한 사람(`2.1=human:철수`, 둘 다 1부터)에 앉을 사람이나 봇"),
    ("yut play --sticks", "윷: `drawn` (그 번호 판의 윷) 또는 `hand` (탁자에서 던진 진짜 윷의 패를 적어 넣음, 봇 차례에도)"),
    ("yut play --save", "둘 때마다 판을 파일에 저장합니다 (`g`, `g.json`: `g.json`을 씀); `yut play --resume`으로 이어 둡니다"),
    ("yut watch --bots", "편마다 봇 (`expert,greedy`; 짧으면 되풀이)"),
    ("yut watch --plain", "전체 화면 대신 글로"),
    ("yut play --plain", "전체 화면 대신 글로: 표준 입력에서 한 줄씩 읽습니다"),
    ("watch --plain", "대신 판 전체를 글로 씁니다 (같은 번호면 늘 같은 판); 마지막 줄이 이긴 쪽과 점수"),
    ("variants --a", "첫째 봇"),
    ("variants --b", "둘째 봇"),
    ("variants --games", "규칙 묶음마다 둘 판 수"),
    ("variants --seed", "씨앗"),
    ("arena --games", "둘 판 수 (짝지어)"),
    ("arena --plies", "classic과 expert가 몇 수 앞까지 볼지: 둘 다 0, 1, 2, 또는 각자 `A,B` (예: `2,1`)"),
    ("watch --delay", "전체 화면에서 차례 사이의 시간 (밀리초)"),
];

/// The value names (`<RULES>`) in Korean, as the Korean help's texts name the values.
const KOREAN_VALUES: [(&str, &str); 30] = [
    ("RULES", "규칙"),
    ("GAME", "번호"),
    ("POSITION", "위치"),
    ("LANG", "언어"),
    ("NUMBERS", "칸이름"),
    ("FILE", "파일"),
    ("SEAT", "자리"),
    ("SIDE", "쪽"),
    ("SIDE=SEAT", "쪽=자리"),
    ("SIDE[.MEMBER]=SEAT", "편[.사람]=자리"),
    ("DELAY", "밀리초"),
    ("DICE", "주사위"),
    ("GAMES", "판수"),
    ("JOBS", "스레드수"),
    ("MEMBERS", "사람수"),
    ("PIECES", "말수"),
    ("PLIES", "수"),
    ("PLOT", "SVG파일"),
    ("SEED", "씨앗"),
    ("SIDES", "편수"),
    ("STICKS", "윷"),
    ("TABLE", "풀이표"),
    ("VARIANT", "규칙"),
    ("BLACK", "흑봇"),
    ("WHITE", "백봇"),
    ("BOTS", "봇들"),
    ("WIDTH", "너비"),
    ("A", "첫째봇"),
    ("B", "둘째봇"),
    ("명령", "명령"),
];

/// The Korean value name for `name` in the command at `path`: a 윷놀이 side is a 편.
fn korean_value(path: &str, name: &str) -> Option<&'static str> {
    if name == "SIDE" && path.starts_with("yut") {
        return Some("편");
    }
    KOREAN_VALUES
        .iter()
        .find(|(k, _)| *k == name)
        .map(|&(_, v)| v)
}

/// The Korean text for `key` (a command's path, or `path --id`), the command's own first.
/// The `help` command's own commands (`help play`, `yut help play`) say what the command
/// they name does.
fn korean(path: &str, id: Option<&str>) -> Option<&'static str> {
    let find = |key: &str| KOREAN_HELP.iter().find(|(k, _)| *k == key).map(|&(_, t)| t);
    match id {
        None => find(path).or_else(|| {
            let named = match path.strip_prefix("help ") {
                Some(rest) => rest.to_owned(),
                None => path.replacen(" help ", " ", 1),
            };
            (named != path).then(|| find(&named)).flatten()
        }),
        Some(id) => find(&format!("{path} --{id}")).or_else(|| find(&format!("* --{id}"))),
    }
}

/// `cmd` (built) with its help in Korean: the texts from [`KOREAN_HELP`], the headings and
/// the usage line, for it and every command under it.
pub fn korean_help(mut cmd: Command) -> Command {
    cmd.build();
    localize(cmd, "")
}

fn localize(mut cmd: Command, path: &str) -> Command {
    if let Some(about) = korean(path, None) {
        cmd = cmd.about(about).long_about(None);
    }
    cmd = cmd.subcommand_value_name("명령");
    let ids: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    // The value names first, so that the usage line names them in Korean too.
    let mut named = false;
    for (id, _) in &ids {
        cmd = cmd.mut_arg(id, |a| {
            if !a.get_action().takes_values() {
                return a;
            }
            let names: Vec<String> = match a.get_value_names() {
                Some(names) => names.iter().map(ToString::to_string).collect(),
                None => vec![id.to_uppercase()],
            };
            let korean: Option<Vec<&str>> = names.iter().map(|n| korean_value(path, n)).collect();
            match korean {
                Some(korean) => {
                    named = true;
                    a.value_names(korean)
                }
                None => a,
            }
        });
    }
    let usage = cmd.render_usage().to_string();
    let usage = usage
        .trim_start_matches("Usage: ")
        .replace("[OPTIONS]", "[옵션]");
    cmd = cmd
        .override_usage(usage)
        .help_template("{about-with-newline}\n사용법: {usage}\n\n{all-args}{after-help}")
        .subcommand_help_heading("명령")
        .subcommand_value_name("명령")
        // Each option's text under it where a value is named in Hangul: clap counts a
        // syllable as one column, so texts beside the names would not line up.
        .next_line_help(named);
    for (id, positional) in ids {
        let text = korean(path, Some(&id));
        let heading = if positional { "인수" } else { "옵션" };
        cmd = cmd.mut_arg(&id, |a| {
            let a = a.help_heading(heading);
            // A flag's default (`false`) goes unsaid, as clap does.
            let values = a.get_action().takes_values();
            let defaults: Vec<String> = a
                .get_default_values()
                .iter()
                .filter(|_| values)
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            match text {
                // The Korean text names the values itself; the default in Korean words.
                Some(t) if defaults.is_empty() => {
                    a.help(t).long_help(None).hide_possible_values(true)
                }
                Some(t) => a
                    .help(format!("{t} [기본값: {}]", defaults.join(",")))
                    .long_help(None)
                    .hide_possible_values(true)
                    .hide_default_value(true),
                None => a,
            }
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        let sub_path = format!("{path} {name}").trim().to_owned();
        cmd = cmd.mut_subcommand(&name, |s| localize(s, &sub_path));
    }
    cmd
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Every command and every argument under `cmd` has its Korean help (the `help`
    /// command's own subcommands excepted: they name the others).
    pub(crate) fn missing(cmd: &Command, path: &str, out: &mut Vec<String>) {
        if korean(path, None).is_none() && !path.starts_with("help") && !path.ends_with(" help") {
            out.push(path.to_owned());
        }
        if path.starts_with("help") || path.ends_with(" help") {
            return;
        }
        for a in cmd.get_arguments() {
            if korean(path, Some(a.get_id().as_str())).is_none() {
                out.push(format!("{path} --{}", a.get_id()));
            }
        }
        for s in cmd.get_subcommands() {
            missing(s, format!("{path} {}", s.get_name()).trim(), out);
        }
    }

    #[test]
    fn every_key_in_the_table_is_used_once() {
        for (i, (k, t)) in KOREAN_HELP.iter().enumerate() {
            assert!(t.chars().any(|c| ('가'..='힣').contains(&c)), "{k}");
            assert!(
                KOREAN_HELP[i + 1..].iter().all(|(o, _)| o != k),
                "{k} twice"
            );
        }
    }
}
