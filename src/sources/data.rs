//! The data: every citation of every rule, as static tables.
//! Quotes are the sources' own words as found in stored copies (Quoted), or the
//! app's rules table's words (Reported). Keep notes short: they are table cells.

use ssangryuk_cited::Text;

use super::{Citation, Source, Value};
use crate::rules::{Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, Scoring};

use Source::{App, Cnk, Crate, Culin, Ekc, Jp, Kscd, Local, Mcst, Nfm, L1931};
use Value::Fixed;

pub(super) static CHECKERS: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Value::Checkers(15),
        "각각 15개의 말",
        Text::new("", ""),
    ),
    Citation::quoted(Nfm, Value::Checkers(15), "15개씩의 말", Text::new("", "")),
    Citation::quoted(
        L1931,
        Value::Checkers(15),
        "쌍륙말 30개(흑 15개, 백 15개)",
        Text::new("", ""),
    ),
    Citation::read(Culin, Value::Checkers(15), Text::new("", "")),
    Citation::read(
        Jp,
        Value::Checkers(15),
        Text::new("2−5−3−5 배치가 열다섯 개", "its 2−5−3−5 layout places 15"),
    ),
    Citation::quoted(
        App,
        Value::Checkers(15),
        "말은 한쪽에 열다섯 개입니다",
        Text::new(
            "국립민속박물관과 문화체육관광부를 따름",
            "follows NFM and MCST",
        ),
    ),
    Citation::quoted(
        Cnk,
        Value::Checkers(16),
        "각기 말 16개씩",
        Text::new("", ""),
    ),
    Citation::reported(
        Ekc,
        Value::Checkers(16),
        Some("한국민족문화대백과사전은 열여섯 개라고 적고"),
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Value::Checkers(16),
        Some("북한에서 열여섯 개를 쓴다"),
        Text::new("북한의 말 수로", "as North Korea's count"),
    ),
    Citation::reported(
        Local,
        Value::Checkers(16),
        None,
        Text::new(
            "김천 향토 백과; 원문 못 봄",
            "the Gimcheon local encyclopedia; not read",
        ),
    ),
    Citation::reported(
        Local,
        Value::Checkers(12),
        None,
        Text::new(
            "강릉과 안동의 기록; 놀이 방법이 남지 않아 변형을 두지 않음",
            "records from Gangneung and Andong; the play is undocumented, so no preset",
        ),
    ),
    Citation::quoted(
        Ekc,
        Value::Other,
        "쓰는 말도 일정하지 않다",
        Text::new("말 수가 지역마다 다름", "the count is not fixed"),
    ),
];

pub(super) static LAYOUT: &[Citation] = &[
    Citation::quoted(
        L1931,
        Value::Layout(Layout::Standard),
        "상 1에 검은 말 2동, 상 6에 하얀 말 5동, 상 8에 하얀 말 3동, 상 12에 검은 말 5동",
        Text::new(
            "상/하 표기로: 검은 말은 상1(24)에 2, 상12(13)에 5, 하8(8)에 3, 하6(6)에 5",
            "in 상/하 labels: black has 2 on 상1 (24), 5 on 상12 (13), 3 on 하8 (8), 5 on 하6 (6)",
        ),
    ),
    Citation::read(Culin, Value::Layout(Layout::Standard), Text::new("", "")),
    Citation::quoted(Jp, Value::Layout(Layout::Standard), "2−5−3−5", Text::new("", "")),
    Citation::interpretation(
        App,
        Value::Layout(Layout::Standard),
        Some("말 열다섯을 네 무리로 놓습니다"),
        Text::new(
            "앱의 표는 열다섯 개 배치를 주는 문헌을 찾지 못했다고 하나 1931년 규칙, 컬린, 반스고로쿠가 이 배치를 줌",
            "the app's table found no source for a 15-checker layout, but the 1931 laws, Culin and ban-sugoroku give this one",
        ),
    ),
    Citation::quoted(
        Cnk,
        Value::Layout(Layout::Sixteen),
        "자기앞 오른쪽 '6'에 6개, '5'에 3개, '1'에 2개 … 건너편 왼쪽 '5'에 3개, '1'에 2개",
        Text::new(
            "방 안 숫자를 읽는 법은 해석 (아래)",
            "how to read the quarter labels is an interpretation (below)",
        ),
    ),
    Citation::interpretation(
        Crate,
        Value::Layout(Layout::Sixteen),
        None,
        Text::new(
            "'6'을 가운데 대기 자리 옆 칸, '1'을 가장자리 칸으로 읽음 (권위 없는 설명 하나를 따름)",
            "reads '6' as the point next to the bar and '1' as the edge point (after one non-authoritative account)",
        ),
    ),
    Citation::reported(
        Ekc,
        Value::Other,
        Some("열여섯 개 기준 배치는 한국민족문화대백과사전에 있으나"),
        Text::new("앱의 표는 그 배치를 옮기지 않음", "the app's table does not give that layout"),
    ),
];

pub(super) static BOARD: &[Citation] = &[
    Citation::quoted(
        L1931,
        Fixed,
        "4개의 방으로 구분되고 각 방은 6개의 밭으로 이루어져 있다. 따라서 총 24개의 밭이 있으며",
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Fixed,
        Some("스물네 칸의 밭이라 적고 가운데 두 큰 칸은 쫓겨난 말이 쉬는 곳이라 적습니다"),
        Text::new(
            "안육과 바깥육으로 나눔",
            "divides it into home (안육) and outside (바깥육)",
        ),
    ),
    Citation::quoted(
        App,
        Fixed,
        "판은 스물네 칸이고 가운데 큰 칸은 잡힌 말이 쉬는 자리입니다",
        Text::new("", ""),
    ),
];

pub(super) static POINT_NUMBERING: &[Citation] = &[
    Citation::quoted(
        L1931,
        Fixed,
        "각 방과 각 밭마다 임의로 명칭과 함께 번호를 붙인다",
        Text::new("상1–상12, 하1–하12 표기의 출처", "the source of the 상1–상12, 하1–하12 labels"),
    ),
    Citation::interpretation(
        Crate,
        Fixed,
        None,
        Text::new(
            "각 편이 자기 안육 쪽 끝에서 1–24로 셈; 흑(아래)은 p ≤ 12가 하p, p ≥ 13이 상(25−p), 백은 그 반대",
            "each side counts 1–24 from its home end; for black (below) p ≤ 12 is 하p and p ≥ 13 is 상(25−p), for white the reverse",
        ),
    ),
    Citation::interpretation(
        App,
        Value::Other,
        Some("왼쪽부터 번호를 붙였습니다"),
        Text::new(
            "앱 화면의 번호; 문헌에 칸 번호 체계가 없다고 함",
            "the app screen's numbering; it says the sources have no numbering",
        ),
    ),
];

pub(super) static DIRECTION: &[Citation] = &[
    Citation::quoted(Mcst, Fixed, "여섯째, 말을 뒤로는 옮길 수 없다", Text::new("", "")),
    Citation::reported(Kscd, Fixed, Some("백편 말이 흑편의 안육에서 백편의 안육 방향으로만 간다"), Text::new("", "")),
    Citation::quoted(
        L1931,
        Fixed,
        "검은 말은 … 시계 바늘과 같은 방향으로 진행된다. 하얀 말은 … 시계 바늘의 반대 방향으로 움직인다",
        Text::new("", ""),
    ),
];

pub(super) static OPENING: &[Citation] = &[
    Citation::quoted(
        L1931,
        Value::Opening(Opening::OneDieEach),
        "각자가 주사위 하나씩만을 던져서 높은 숫자가 나온 사람이 시작하는데, 이때만큼은 던져진 두 주사위의 사위대로",
        Text::new(
            "같은 숫자면 다시 던짐 (\"만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다\")",
            "ties re-rolled (\"만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다\")",
        ),
    ),
    Citation::read(Culin, Value::Opening(Opening::OneDieEach), Text::new("", "")),
    Citation::interpretation(
        App,
        Value::Opening(Opening::OneDieEach),
        Some("양쪽이 눈 하나씩 굴려 큰 쪽이 먼저 둡니다"),
        Text::new(
            "앱의 표는 \"판 번호가 정합니다\": 그 눈은 판 번호로 정해지는 주사위에서 나옴; 문헌이 방식을 적지 않았다고 하나 1931년 규칙이 적음",
            "the app's table says the game number decides: the one-die rolls come from the game's deterministic dice; it says no source gives the method, but the 1931 laws do",
        ),
    ),
    Citation::read(Jp, Value::Opening(Opening::FixedFirst), Text::new("草場純의 노트", "草場純's notes")),
];

pub(super) static DICE_USE: &[Citation] = &[
    Citation::quoted(
        L1931,
        Fixed,
        "말 하나가 여섯 밭을 간 후 계속해서 세 밭을 갈 수가 있으나 두 사위의 합이 아홉 밭이라 해서 임의로 다섯 밭, 네 밭 등으로 쪼개서 쓸 수는 없다",
        Text::new("", ""),
    ),
    Citation::reported(
        Nfm,
        Fixed,
        Some("여섯과 셋이면 한 말로 아홉 칸을 가거나 두 말에 여섯과 셋을 쓴다고 적습니다. 다섯 칸과 네 칸으로 쪼갤 수 없다"),
        Text::new("", ""),
    ),
    Citation::quoted(App, Fixed, "두 눈을 한 말에 이어 써도 되고 두 말에 나눠 써도 됩니다", Text::new("", "")),
];

pub(super) static DOUBLES: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Value::Doubles(Doubles::Twice),
        "셋째, 같은 숫자가 나오면 말 두 개를 한꺼번에 옮길 수 있다",
        Text::new("한 말이 두 번 가도 되는지는 적지 않음", "does not say whether one checker may take both moves"),
    ),
    Citation::quoted(Culin, Value::Doubles(Doubles::Twice), "two pieces", Text::new("", "")),
    Citation::quoted(Jp, Value::Doubles(Doubles::Twice), "2回だけ", Text::new("", "")),
    Citation::interpretation(
        App,
        Value::Doubles(Doubles::Twice),
        Some("같은 눈이 나오면 그 눈을 두 번 씁니다"),
        Text::new(
            "\"말 두 개\"를 \"그 눈을 두 번, 어느 말에나\"로 읽음; 앱의 표는 네 번 쓰는 문헌이 없다고 하나 1931년 규칙이 네 번 씀",
            "reads \"two checkers\" as \"the number twice, on any checkers\"; the app's table says no source uses a double four times, but the 1931 laws do",
        ),
    ),
    Citation::quoted(
        L1931,
        Value::Doubles(Doubles::FourTimes),
        "말 1동이 4×4=16밭을 나간다 … 말 4동이 각각 4밭씩 나간다",
        Text::new("쌍사(4, 4)의 예", "its examples for 4-4"),
    ),
];

pub(super) static MAXIMAL_DICE: &[Citation] = &[Citation::interpretation(
    App,
    Fixed,
    Some("두 눈을 다 써야 합니다. 한쪽만 쓸 수 있으면 큰 눈을 씁니다"),
    Text::new(
        "오늘날 백개먼의 관행; 한국 문헌은 적지 않음; 모든 변형이 따름",
        "modern backgammon practice; no Korean source states it; every preset uses it",
    ),
)];

pub(super) static MIDDLE_LANDING: &[Citation] = &[
    Citation::interpretation(
        Crate,
        Fixed,
        None,
        Text::new(
            "한 말이 두 눈을 쓰면 가운데 칸에 먼저 서고, 그 칸도 막히지 않고 상한 안이어야 함; 1931년 규칙의 \"여섯 밭을 간 후 계속해서 세 밭\"이 그렇게 읽힘",
            "a checker using both dice stops on the middle point, which must be open and within the cap; the 1931 laws' \"six points, then three more\" reads so",
        ),
    ),
];

pub(super) static HITTING: &[Citation] = &[
    Citation::read(
        Mcst,
        Fixed,
        Text::new("여덟째 규칙: 잡힌 말은 처음부터 다시 들어옴", "its eighth rule: a hit checker starts again"),
    ),
    Citation::quoted(
        L1931,
        Fixed,
        "상대의 말이 하나만 있는 밭은 그 말(바리 : 혼자 있는 말)을 잡아내고 들어간다. 잡힌 '바리'는 판 밖으로 나가야 한다",
        Text::new("", ""),
    ),
    Citation::reported(Nfm, Fixed, Some("상대 말이 한 개 있으면 잡고 내 말을 놓는다"), Text::new("", "")),
    Citation::quoted(
        App,
        Fixed,
        "상대 말이 하나만 있는 칸에 들어가면 그 말을 잡습니다",
        Text::new("잡힌 말은 귀향말", "a hit checker is a 귀향말"),
    ),
];

pub(super) static BAR_FIRST: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Fixed,
        "일곱째, 밖으로 쫓겨난 말이 있으면 다른 말을 움직일 수 없다",
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Fixed,
        None,
        Text::new(
            "앱의 표: 문화체육관광부와 같은 문장",
            "the app's table: the same sentence as MCST's",
        ),
    ),
    Citation::quoted(
        L1931,
        Fixed,
        "바리가 못 들어오면 판의 다른 말들도 쓸 수가 없다",
        Text::new(
            "잡힌 말은 상대의 내방으로 들어감",
            "a hit checker enters in the opponent's home",
        ),
    ),
    Citation::quoted(
        App,
        Fixed,
        "귀향말이 있으면 그 말을 먼저 들여보내야 합니다",
        Text::new("", ""),
    ),
];

pub(super) static BLOCKING: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Fixed,
        "둘째, 상대방의 말이 둘 이상 있는 밭에는 말을 옮겨 놓을 수 없다",
        Text::new("", ""),
    ),
    Citation::quoted(
        L1931,
        Fixed,
        "상대의 말이 두 동(동사니) 이상 있는 밭에는 둘 수 없다",
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Fixed,
        None,
        Text::new(
            "앱의 표: 세 문헌이 모두 같이 적음",
            "the app's table: all three say the same",
        ),
    ),
    Citation::reported(
        Nfm,
        Fixed,
        None,
        Text::new(
            "앱의 표: 세 문헌이 모두 같이 적음",
            "the app's table: all three say the same",
        ),
    ),
    Citation::quoted(
        App,
        Fixed,
        "상대 말이 둘 이상 있는 칸에는 들어가지 못합니다",
        Text::new("", ""),
    ),
];

pub(super) static CAP: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Value::Cap(PointCap::AtMost(5)),
        "첫째, 칸 한 개에는 다섯 개의 말을 세울 수 있다",
        Text::new("", ""),
    ),
    Citation::quoted(
        App,
        Value::Cap(PointCap::AtMost(5)),
        "한 칸에는 말을 다섯 개까지 세울 수 있습니다",
        Text::new(
            "세 문헌이 \"서로 어긋나\" 문화체육관광부를 따름",
            "the three sources disagree (\"서로 어긋나\"), so it follows MCST",
        ),
    ),
    Citation::reported(
        Ekc,
        Value::Cap(PointCap::AtMost(6)),
        Some("한국민족문화대백과사전은 여섯 개라고 적습니다"),
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Value::Cap(PointCap::AtMost(4)),
        Some("다섯 개 이상 들어갈 수 없다"),
        Text::new(
            "글자 그대로면 네 개까지지만 다섯 개를 한 칸에 놓는 열다섯 개 배치와 모두 어긋남",
            "read literally, at most 4, which conflicts with every 15-checker layout (5 on a point)",
        ),
    ),
    Citation::quoted(
        L1931,
        Value::Cap(PointCap::Unlimited),
        "움직일 말은 빈 밭이나 자신의 말이 자리잡고 있는 밭에 둘 수 있다",
        Text::new("", ""),
    ),
    Citation::quoted(Jp, Value::Cap(PointCap::Unlimited), "上限はなく", Text::new("", "")),
    Citation::interpretation(
        Crate,
        Value::Cap(PointCap::Unlimited),
        None,
        Text::new(
            "컬린은 상한을 적지 않아 culin 변형은 상한 없음",
            "Culin names no cap, so the culin preset has none",
        ),
    ),
];

pub(super) static NO_LEGAL_MOVE: &[Citation] = &[
    Citation::quoted(
        L1931,
        Fixed,
        "들어갈 수가 없어 '굶어야' 한다",
        Text::new("들어갈 수 없는 잡힌 말에 대해", "for a hit checker that cannot enter"),
    ),
    Citation::interpretation(
        App,
        Fixed,
        Some("차례가 저절로 넘어가고 그 사실을 화면에 적습니다"),
        Text::new(
            "판 전체의 갈 자리 없음은 문헌이 적지 않음 (잡힌 말이 굶는 경우뿐)",
            "the turn passes and the app says so; the sources speak only of a hit checker that cannot enter",
        ),
    ),
];

pub(super) static RESTING: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Value::Resting(Resting::Allowed),
        "다섯째, 주사위를 던지지 않고 쉴 수 있다",
        Text::new("", ""),
    ),
    Citation::quoted(
        Jp,
        Value::Resting(Resting::NotAllowed),
        "パスはできません",
        Text::new("", ""),
    ),
    Citation::interpretation(
        App,
        Value::Resting(Resting::NotAllowed),
        Some("둘 다 쉬기만 하면 판이 끝나지 않아 이 앱은 따르지 않았습니다"),
        Text::new(
            "두 편이 쉬기만 하면 판이 끝나지 않아 쉬기를 뺌",
            "left out because two resting sides never finish",
        ),
    ),
];

pub(super) static BEAR_OFF_START: &[Citation] = &[
    Citation::quoted(
        L1931,
        Fixed,
        "자신의 내방에 15동의 말이 모두 모이면, 그 때부터 사위대로 말을 판 밖으로 내보낸다",
        Text::new("", ""),
    ),
    Citation::quoted(
        App,
        Fixed,
        "열다섯 개가 모두 안육에 들어와야 내보내기가 시작됩니다",
        Text::new("", ""),
    ),
];

pub(super) static OVERSHOOT: &[Citation] = &[
    Citation::quoted(
        Mcst,
        Value::Overshoot(Overshoot::Free),
        "넷째, 말들을 밖으로 내는 데는 주사위의 숫자가 지나쳐도 상관없다",
        Text::new("", ""),
    ),
    Citation::reported(
        Kscd,
        Value::Overshoot(Overshoot::Free),
        Some("말을 밖으로 내는 데는 주사위 숫자가 지나쳐도 상관없다"),
        Text::new("", ""),
    ),
    Citation::quoted(
        App,
        Value::Overshoot(Overshoot::Free),
        "말을 내보낼 때는 눈이 남은 거리보다 커도 내보냅니다",
        Text::new("", ""),
    ),
    Citation::quoted(
        L1931,
        Value::Overshoot(Overshoot::Strict),
        "하 4, 하 6도 비어 있다면 맨 뒤에 있는 말부터 내보내면 된다",
        Text::new("", ""),
    ),
    Citation::quoted(
        Culin,
        Value::Overshoot(Overshoot::Strict),
        "exact count",
        Text::new("지나친 눈은 말하지 않음", "says nothing of a larger die"),
    ),
    Citation::interpretation(
        Crate,
        Value::Overshoot(Overshoot::Strict),
        None,
        Text::new(
            "culin 변형은 컬린의 \"exact count\"를 1931년 규칙처럼 읽음",
            "the culin preset reads Culin's \"exact count\" like the 1931 laws",
        ),
    ),
];

pub(super) static GOAL: &[Citation] = &[
    Citation::read(
        Mcst,
        Value::Goal(Goal::BearOffAll),
        Text::new(
            "말을 밖으로 내는 규칙(넷째)이 있음",
            "its rules bear checkers off (rule four)",
        ),
    ),
    Citation::quoted(
        Nfm,
        Value::Goal(Goal::BearOffAll),
        "먼저 나가면 이기는",
        Text::new("", ""),
    ),
    Citation::quoted(
        L1931,
        Value::Goal(Goal::BearOffAll),
        "한 사람의 말이 모두 나갔고",
        Text::new("", ""),
    ),
    Citation::quoted(
        App,
        Value::Goal(Goal::BearOffAll),
        "먼저 다 내보낸 쪽이 이깁니다",
        Text::new("", ""),
    ),
    Citation::quoted(
        Jp,
        Value::Goal(Goal::AllHome),
        "インナーに入れ切った時点で終わる",
        Text::new("", ""),
    ),
    Citation::quoted(
        Ekc,
        Value::Goal(Goal::AllHome),
        "말이 먼저 궁에 들어가기를 다투는",
        Text::new(
            "정의의 말; 궁이 안육인지 판 밖인지는 적지 않음",
            "its definition; whether 궁 is the home or off the board is not said",
        ),
    ),
];

pub(super) static GOAL_REACHED: &[Citation] = &[
    Citation::interpretation(
        Crate,
        Fixed,
        None,
        Text::new(
            "어느 문헌도 적지 않음; 목표에 닿은 뒤의 눈은 쓸 데가 없음. 눈을 다 쓰는 규칙은 실제로 쓴 눈의 수로 따짐: 하6에 말 하나, 하3에 상대 바리, 6-3이면 6/off가 아니라 6/3*/off (GNU Backgammon과 같음)",
            "no source says; dice left after the goal have nothing to move. The maximal-dice rule counts the dice actually used: a lone checker on 6, an opposing blot on 3 and 6-3 must play 6/3*/off, not 6/off (as GNU Backgammon does)",
        ),
    ),
];

pub(super) static SCORING: &[Citation] = &[
    Citation::reported(
        Nfm,
        Value::Scoring(Scoring::Single),
        Some("전부 내보내면 한 동이 났다"),
        Text::new("", ""),
    ),
    Citation::interpretation(
        App,
        Value::Scoring(Scoring::Single),
        Some("이 앱은 한 판으로 가르고 세 판 겨루기는 넣지 않았습니다"),
        Text::new("한 판이 승패를 가름; 세 판 겨루기는 넣지 않음", "one game decides; no best of three"),
    ),
    Citation::quoted(
        L1931,
        Value::Scoring(Scoring::Gammons),
        "두 판의 승부가 난 것으로 친다 … 세 판의 승부가 난 것으로 친다",
        Text::new(
            "진 쪽이 하나도 못 냈으면 두 판, 말이 외방에 남았으면 세 판",
            "two when the loser has borne off none, three when a loser's checker is still in the outer table (외방)",
        ),
    ),
    Citation::interpretation(
        Crate,
        Value::Scoring(Scoring::Gammons),
        None,
        Text::new(
            "세 판은 오늘날의 정의를 씀: 진 쪽 말이 가운데나 이긴 쪽 안육에 있을 때",
            "three uses today's definition: a loser's checker on the bar or in the winner's home",
        ),
    ),
    Citation::reported(
        Nfm,
        Value::Other,
        Some("보통 세 번 겨뤄 두 동 이상이면 최종 승리"),
        Text::new(
            "세 판 겨루기는 한 판의 점수가 아니라 겨루기 방식: 판 점수와 따로 둠",
            "best of three is a match format, not a game score: kept apart from scoring",
        ),
    ),
];

pub(super) static SIX_SIX: &[Citation] = &[
    Citation::interpretation(
        App,
        Fixed,
        Some("어느 말인지와 몇 번까지인지가 없어 넣지 않았습니다"),
        Text::new(
            "넣지 않음",
            "left out: which checker and how often are not said",
        ),
    ),
    Citation::interpretation(
        Crate,
        Fixed,
        None,
        Text::new(
            "규칙이 덜 정해져 어느 변형도 쓰지 않고 엔진도 지원하지 않음",
            "underspecified: no preset uses it and the engine does not support it",
        ),
    ),
    Citation::reported(
        Nfm,
        Value::Other,
        Some("여섯과 여섯이 나오면 상대 말 하나를 되돌리고 한 번 더 굴린다"),
        Text::new(
            "어느 말인지, 몇 번까지인지 적지 않음",
            "does not say which checker or how often",
        ),
    ),
];
