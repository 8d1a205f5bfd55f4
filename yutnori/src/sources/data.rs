//! The citation data. Quotes are the words of [`Source::Namuwiki`] as found in its stored
//! copy ([`Access::Quoted`](ssangryuk_cited::Access::Quoted)), or the words the rules summary
//! ([`docs/yut.md`](https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md)) reports
//! of the other sources ([`Access::Reported`](ssangryuk_cited::Access::Reported)). Notes are
//! short: they are table cells.

use super::{Citation, Field, Source, Value};
use crate::rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, Shortcut, YutMoExtra,
};
use ssangryuk_cited::Text;

const NONE: Text = Text::EMPTY;

pub(super) fn citations(field: Field) -> &'static [Citation] {
    match field {
        Field::Pieces => PIECES,
        Field::Sides => SIDES,
        Field::Members => MEMBERS,
        Field::Shortcut => SHORTCUT,
        Field::BackDo => BACK_DO,
        Field::BackDoFromDo => BACK_DO_FROM_DO,
        Field::BackDoMerge => BACK_DO_MERGE,
        Field::FreeGeol => FREE_GEOL,
        Field::FreeGeolBack => FREE_GEOL_BACK,
        Field::YutMoExtra => YUT_MO_EXTRA,
        Field::CaptureBonus => CAPTURE_BONUS,
        Field::ResultOrder => RESULT_ORDER,
        Field::Nak => NAK,
        Field::MustUse => MUST_USE,
        Field::Entering => ENTERING,
        Field::Finishing => FINISHING,
        Field::BackDoNothingOut => BACK_DO_NOTHING_OUT,
        Field::BackDoCapture => BACK_DO_CAPTURE,
        Field::ShortcutAfterBackDo => SHORTCUT_AFTER_BACK_DO,
        Field::Stacking => STACKING,
        Field::StackBehaviour => STACK_BEHAVIOUR,
        Field::Capture => CAPTURE,
        Field::CaptureBonusTiming => CAPTURE_BONUS_TIMING,
        Field::UnusableResult => UNUSABLE_RESULT,
        Field::Winning => WINNING,
        Field::ThrowingOrder => THROWING_ORDER,
    }
}

use Source::{
    Bigtree, Chilgok, Crate, Gout7, MultiplayerYut, MyYut, Namuwiki, Nyout, Popcornplanet,
    TheGenius, Tiprelay, Wikipedia, Wingboardgame,
};

const FOUR: Text = Text::new("넉 동이 표준", "four pieces (넉 동) are the standard game");

static PIECES: &[Citation] = &[
    Citation::reported(Wikipedia, Value::Pieces(4), None, FOUR),
    Citation::reported(Gout7, Value::Pieces(4), None, FOUR),
    Citation::reported(Chilgok, Value::Pieces(4), None, FOUR),
    Citation::reported(Tiprelay, Value::Pieces(4), None, FOUR),
    Citation::reported(
        TheGenius,
        Value::Pieces(2),
        None,
        Text::new("한 편에 말 두 개", "two pieces per side"),
    ),
    Citation::interpretation(
        Crate,
        Value::Pieces(3),
        None,
        Text::new(
            "세 개로 하는 문헌은 없다: 작은 판으로 허용",
            "no source plays with three pieces: allowed as a smaller game",
        ),
    ),
];

const TEAMS: &str = "보통 여러명이 팀을 갈라서 하곤 한다";
const SIX: &str = "개인전이라면 대략 6명 정도가 가장 적절하다";
const TEAMS_EN: Text = Text::new("팀을 나누어 함", "played in teams");

static SIDES: &[Citation] = &[
    Citation::quoted(Namuwiki, Value::Sides(2), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Sides(2), None, TEAMS_EN),
    Citation::quoted(Namuwiki, Value::Sides(3), SIX, NONE),
    Citation::quoted(Namuwiki, Value::Sides(4), SIX, NONE),
    Citation::quoted(Namuwiki, Value::Sides(5), SIX, NONE),
    Citation::quoted(Namuwiki, Value::Sides(6), SIX, NONE),
];

static MEMBERS: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Members(1),
        SIX,
        Text::new("한 편에 한 사람", "one player a side"),
    ),
    Citation::quoted(Namuwiki, Value::Members(2), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Members(2), None, TEAMS_EN),
    Citation::quoted(Namuwiki, Value::Members(3), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Members(3), None, TEAMS_EN),
    Citation::quoted(Namuwiki, Value::Members(4), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Members(4), None, TEAMS_EN),
    Citation::quoted(Namuwiki, Value::Members(5), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Members(5), None, TEAMS_EN),
    Citation::quoted(Namuwiki, Value::Members(6), TEAMS, NONE),
    Citation::reported(Wikipedia, Value::Members(6), None, TEAMS_EN),
];

const CHOOSE: Text = Text::new("갈림길을 고를 수 있음", "the player may take either way");

static SHORTCUT: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Shortcut(Shortcut::Forced),
        "말이 코너에서 멈추게 될 경우 말은 무조건 시작지점 쪽을 향한 방향으로 꺾어서 이동해야 한다 … 무조건 꺾어가야 한다는 룰이 지배적",
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::Shortcut(Shortcut::Optional),
        "갈림길 중 자기가 선택한다",
        Text::new("일부 문헌의 규칙", "the rule of some texts"),
    ),
    Citation::reported(
        Wikipedia,
        Value::Shortcut(Shortcut::Optional),
        Some("the team can choose to take the shorter way"),
        NONE,
    ),
    Citation::reported(TheGenius, Value::Shortcut(Shortcut::Optional), None, CHOOSE),
    Citation::reported(MyYut, Value::Shortcut(Shortcut::Optional), None, CHOOSE),
    Citation::reported(MultiplayerYut, Value::Shortcut(Shortcut::Optional), None, CHOOSE),
    Citation::reported(Nyout, Value::Shortcut(Shortcut::Optional), None, CHOOSE),
];

const BACK_DO_ON: Text = Text::new("표시한 윷으로 빽도", "a marked stick makes 빽도");

static BACK_DO: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::BackDo(BackDoRule::On),
        "특정 윷에 표시가 되어있는 윷의 앞부분이 보여 '도'가 나왔을 경우 말을 한 칸 뒤로 물린다",
        NONE,
    ),
    Citation::reported(
        Wingboardgame,
        Value::BackDo(BackDoRule::On),
        None,
        BACK_DO_ON,
    ),
    Citation::reported(
        Popcornplanet,
        Value::BackDo(BackDoRule::On),
        None,
        BACK_DO_ON,
    ),
    Citation::reported(Bigtree, Value::BackDo(BackDoRule::On), None, BACK_DO_ON),
    Citation::reported(
        Source::HeraldCorp,
        Value::BackDo(BackDoRule::On),
        None,
        BACK_DO_ON,
    ),
    Citation::quoted(
        Namuwiki,
        Value::BackDo(BackDoRule::Off),
        "현대에 와서 생겼으며 옛날에는 없던 규칙이었던 듯 하다",
        Text::new("옛 규칙에는 빽도가 없음", "the older game has no 빽도"),
    ),
    Citation::reported(
        Wikipedia,
        Value::BackDo(BackDoRule::Off),
        None,
        Text::new("빽도 없음", "no 빽도"),
    ),
];

const CHECKPOINT: Text = Text::new(
    "참먹이에 선 뒤 도 이상이 나오면 남",
    "on 참먹이, the next forward result finishes",
);

static BACK_DO_FROM_DO: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::BackDoFromDo(BackDoFromDo::Checkpoint),
        "뒷도로 출발점에 선 후에 도 이상이 나와야 나게 되는 룰도 있다 (이 경우 또 뒷도가 나오면 출발점의 한 칸 뒤로 물리게 된다)",
        Text::new("각주 1", "footnote 1"),
    ),
    Citation::reported(
        Wingboardgame,
        Value::BackDoFromDo(BackDoFromDo::Checkpoint),
        None,
        CHECKPOINT,
    ),
    Citation::reported(
        Popcornplanet,
        Value::BackDoFromDo(BackDoFromDo::Checkpoint),
        None,
        CHECKPOINT,
    ),
    Citation::reported(
        Bigtree,
        Value::BackDoFromDo(BackDoFromDo::Checkpoint),
        Some("도만 나오면 바로 빠져"),
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::BackDoFromDo(BackDoFromDo::FinishNextTurn),
        "뒷도로 출발점에 선 후 다음 차례에 뭐가 나오든 상관없이 나게 되거나 … 두 번 뒷도가 나오면 나게 된다",
        Text::new(
            "각주 1: 뒷도로 출발점에 선 말이 다음에 무엇이 나오든 남",
            "footnote 1: a piece that stood on the start by 뒷도 finishes with whatever comes next",
        ),
    ),
    Citation::interpretation(Crate, Value::BackDoFromDo(BackDoFromDo::FinishNextTurn), None, Text::new(
            "빽도로 온 묶음에 앞으로 온 말이 업히면 앞으로 온 묶음이 됨; 같은 차례의 잡은 덤으로도 남; 자유걸로 뒤로 온 말은 해당 없음",
            "a stack joined by a piece that came forward counts as come forward; a capture's bonus throw in the same turn finishes it too; 자유걸 walked back does not count",
        )),
    Citation::reported(
        TheGenius,
        Value::BackDoFromDo(BackDoFromDo::FinishAtOnce),
        None,
        Text::new(
            "뒤로 가서 출발점에 닿으면 바로 남",
            "going backwards onto the start finishes the piece",
        ),
    ),
];

static BACK_DO_MERGE: &[Citation] = &[
    Citation::interpretation(Crate, Value::BackDoMerge(BackDoMerge::PlayerChooses), None, Text::new(
            "방·찌모·참먹이에서 빽도가 어느 쪽으로 가는지 말하는 문헌이 없다: 놀이하는 사람이 고른다",
            "no source says which way 빽도 goes from 방, 찌모 or 참먹이: the player chooses",
        )),
    Citation::interpretation(Crate, Value::BackDoMerge(BackDoMerge::Outer), None, Text::new(
            "문헌 없음: 찌모와 참먹이에서는 바깥 길, 방에서는 모개로",
            "no source: the ring edge at 찌모 and 참먹이, 모개 at 방",
        )),
];

static FREE_GEOL: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::FreeGeol(FreeGeolRule::On),
        "세 칸 앞으로 갈지 뒤로 갈지 맘대로 선택할 수 있다 … 말판 위에 자신의 말이 없을 경우 … 무조건 처음 걸 위치에 말을 놓는다",
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::FreeGeol(FreeGeolRule::Off),
        "뒷도에서 파생된 룰",
        Text::new(
            "지역 규칙: 미리 정하지 않으면 없음",
            "a local rule, off unless agreed",
        ),
    ),
];

static FREE_GEOL_BACK: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::FreeGeolBack(FreeGeolBack::Finish),
        "처음 도·개·걸 위치에 자신의 말이 있어서 뒤로 돌아서 날 수 있는 경우",
        Text::new("각주 2", "footnote 2"),
    ),
    Citation::interpretation(Crate, Value::FreeGeolBack(FreeGeolBack::Walk), None, Text::new(
            "문헌 없음: 빽도 길을 따라 뒤로 가고, 참먹이를 지나면 도 자리 빽도 규칙을 따른다",
            "no source: the piece walks back along the 빽도 edges, past 참먹이 by the 빽도-from-도 rule",
        )),
];

static YUT_MO_EXTRA: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::YutMoExtra(YutMoExtra::Unlimited),
        "윷을 한번 더 던질 수 있음",
        NONE,
    ),
    Citation::reported(
        Wikipedia,
        Value::YutMoExtra(YutMoExtra::Unlimited),
        None,
        Text::new("제한 없음", "no limit"),
    ),
    Citation::reported(
        MultiplayerYut,
        Value::YutMoExtra(YutMoExtra::Capped(3)),
        None,
        Text::new("세 번까지", "a cap of three throws"),
    ),
];

const NOT_CUMULATIVE: Text = Text::new("한 번 더는 겹치지 않음", "the bonus throws do not add up");

static CAPTURE_BONUS: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::CaptureBonus(CaptureBonus::NotCumulative),
        "윷이나 모로 한 번 던지는 것과 말을 잡아서 한 번 더 던지는 것은 중복되지 않는다 … 둘 이상 겹쳐진 말을 잡더라도 한 번 더 던질 기회는 한 번밖에",
        NONE,
    ),
    Citation::reported(
        Wingboardgame,
        Value::CaptureBonus(CaptureBonus::NotCumulative),
        None,
        NOT_CUMULATIVE,
    ),
    Citation::reported(
        Popcornplanet,
        Value::CaptureBonus(CaptureBonus::NotCumulative),
        None,
        NOT_CUMULATIVE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::CaptureBonus(CaptureBonus::Cumulative),
        "지역에 따라서는 한 번 더 던지는 기회가 누적되는 경우도 있다",
        NONE,
    ),
];

const FREE: Text = Text::new("패를 아무 순서로나 씀", "results are spent in any order");

static RESULT_ORDER: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::ResultOrder(ResultOrder::AsThrown),
        "패의 순서를 바꿔서 … 순전히 로컬룰이기 때문에 게임 전에 허용할 지 말 지 정해두고 하는 것이 좋다",
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::ResultOrder(ResultOrder::Free),
        "윷 -> 모 -> 걸의 패가 나온 경우, 말을 이동할 때는 모 -> 걸 -> 윷 순으로",
        Text::new("지역 규칙", "a local rule"),
    ),
    Citation::reported(TheGenius, Value::ResultOrder(ResultOrder::Free), None, FREE),
    Citation::reported(MultiplayerYut, Value::ResultOrder(ResultOrder::Free), None, FREE),
];

const LOSE_TURN: Text = Text::new("낙이면 한 차례를 쉼", "a 낙 loses the turn");

static NAK: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Nak(Nak::Off),
        "간단하게 플레이하는 경우에는 낙이란 개념 자체가 없기도 하다",
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::Nak(Nak::LoseTurn),
        "정해진 위치를 윷이 하나라도 벗어나는 순간 낙(아웃)으로 분류되어 말을 움직이지 못하고 한 회를 쉬게 된다",
        NONE,
    ),
    Citation::reported(Wingboardgame, Value::Nak(Nak::LoseTurn), None, LOSE_TURN),
    Citation::reported(Popcornplanet, Value::Nak(Nak::LoseTurn), None, LOSE_TURN),
    Citation::reported(Chilgok, Value::Nak(Nak::LoseTurn), None, LOSE_TURN),
    Citation::interpretation(Crate, Value::Nak(Nak::VoidThrow), None, Text::new(
            "낙 앞에 나온 패가 남는지 말하는 문헌이 없다: 여기서는 남는다",
            "no source says whether results thrown before the 낙 survive: here they do",
        )),
];

static MUST_USE: &[Citation] = &[
    Citation::interpretation(
        Crate,
        Value::MustUse(MustUse::Must),
        None,
        Text::new(
            "쓸 수 있는 패를 버려도 된다는 문헌이 없다",
            "no source lets a player decline a usable result",
        ),
    ),
    Citation::interpretation(
        Crate,
        Value::MustUse(MustUse::MayPass),
        None,
        Text::new("문헌 없음: 집안 규칙", "no source: a house option"),
    ),
];

static ENTERING: &[Citation] = &[Citation::derived(
    Namuwiki,
    Value::Fixed,
    "처음 걸 위치에 말을 놓는다",
    Text::new(
        "패 n은 말을 n번째 말밭에 올린다 (참먹이는 세지 않음)",
        "result n enters on station n; 참먹이 is not counted",
    ),
)];

static FINISHING: &[Citation] = &[
    Citation::reported(
        Wikipedia,
        Value::Fixed,
        Some("A course is completed if a mal passes the station where the game is started"),
        NONE,
    ),
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "패 순서를 바꿀 수 없는 경우 7모 이상",
        Text::new("참먹이를 지나야 남", "a piece must pass 참먹이 to finish"),
    ),
];

const NOTHING_OUT: Text = Text::new(
    "말판에 말이 없으면 빽도는 버림",
    "빽도 with nothing out is void",
);

static BACK_DO_NOTHING_OUT: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "말판 위에 자신의 말이 하나도 없는데 뒷도가 나오면 낙으로 처리되며 말을 놓지 못하고 차례를 다음으로 넘긴다",
        NONE,
    ),
    Citation::reported(Wingboardgame, Value::Fixed, None, NOTHING_OUT),
    Citation::reported(Bigtree, Value::Fixed, None, NOTHING_OUT),
];

static BACK_DO_CAPTURE: &[Citation] = &[
    Citation::reported(Bigtree, Value::Fixed, Some("빽도로 잡을 수 있습니다"), NONE),
    Citation::read(Namuwiki, Value::Fixed, Text::new("각주 2", "footnote 2")),
];

static SHORTCUT_AFTER_BACK_DO: &[Citation] = &[Citation::interpretation(
    Crate,
    Value::Fixed,
    None,
    Text::new(
        "문헌 없음: 상태는 지나온 길을 기억하지 않으니 모퉁이에 서 있으면 꺾는다",
        "no source; a state keeps no history, so standing on the corner suffices",
    ),
)];

const STACKS: Text = Text::new("업기", "stacking (업기)");

static STACKING: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "'업기'라는 규칙이 적용되어 두 말을 겹쳐 한꺼번에 움직일 수 있다",
        NONE,
    ),
    Citation::reported(Wikipedia, Value::Fixed, None, STACKS),
    Citation::reported(Gout7, Value::Fixed, None, STACKS),
    Citation::interpretation(
        Crate,
        Value::Fixed,
        None,
        Text::new(
            "디지털 판처럼 저절로 업는다",
            "stacking is automatic, as digital versions do",
        ),
    ),
];

const WHOLE: Text = Text::new("업은 말은 함께 잡힘", "a stack is captured whole");

static STACK_BEHAVIOUR: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "업힌 말이 잡히면 겹쳐진 말이 모두 시작지점부터 … 업힌 상태로 다시 출발하는 것은 허용되지 않는다",
        NONE,
    ),
    Citation::reported(Wikipedia, Value::Fixed, None, WHOLE),
    Citation::reported(Wingboardgame, Value::Fixed, None, WHOLE),
    Citation::reported(Gout7, Value::Fixed, None, WHOLE),
];

const CAPTURES: Text = Text::new("잡기", "capture (잡기)");

static CAPTURE: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "도착지점에 다른 편의 말이 있을 경우, 다른 편의 말을 잡을 수 있다",
        NONE,
    ),
    Citation::reported(Wikipedia, Value::Fixed, None, CAPTURES),
    Citation::reported(Tiprelay, Value::Fixed, None, CAPTURES),
    Citation::interpretation(
        Crate,
        Value::Fixed,
        None,
        Text::new("참먹이에서도 잡는다", "on 참먹이 too"),
    ),
];

static CAPTURE_BONUS_TIMING: &[Citation] = &[Citation::interpretation(
    Crate,
    Value::Fixed,
    None,
    Text::new(
        "문헌 없음: 바로 던지고, 나온 패는 남은 패에 더한다",
        "no source; thrown at once, its result joins the unspent ones",
    ),
)];

static UNUSABLE_RESULT: &[Citation] = &[
    Citation::quoted(
        Namuwiki,
        Value::Fixed,
        "낙으로 처리되며",
        Text::new(
            "말판에 말이 없을 때의 빽도를 두고 한 말",
            "said of 빽도 with no piece out",
        ),
    ),
    Citation::interpretation(Crate, Value::Fixed, None, Text::new(
            "넓혀서: 쓸 수 없는 패는 모두 버린다 (던진 순서대로 쓰면 다음 패가 올라온다)",
            "generalised: any result with no legal use is void; in throw order the next one comes up",
        )),
];

static WINNING: &[Citation] = &[Citation::quoted(
    Namuwiki,
    Value::Fixed,
    "말을 움직여 가장 먼저 시작지점으로 돌아오면 승리한다",
    NONE,
)];

static THROWING_ORDER: &[Citation] = &[Citation::interpretation(Crate, Value::Fixed, None, Text::new(
        "던지는 순서를 말하는 문헌이 없다: 편 안에서 한 차례에 한 사람씩 돌아가며, 편은 차례대로",
        "no source gives the order; a team's members throw in turn, one member a turn, sides in turn order",
    ))];

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk_cited::Access;

    /// Every citation by this crate is an interpretation, and only those are.
    #[test]
    fn the_crate_only_interprets() {
        for f in Field::ALL {
            for c in citations(f) {
                assert_eq!(
                    c.source == Source::Crate,
                    c.access == Access::Interpretation,
                    "{f:?}"
                );
                assert!(
                    c.quote.is_some() || !c.note.is_empty(),
                    "{f:?}: a citation says something"
                );
                if c.access == Access::Quoted && c.quote.is_none() {
                    assert!(!c.note.is_empty(), "{f:?}");
                }
                assert_eq!(f.is_configurable(), c.value != Value::Fixed, "{f:?}");
            }
        }
    }
}
