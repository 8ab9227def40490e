import TerminalUI
import WeatherCore

/// The status bar's hints in the app's language (issue 37): each English hint a key map gives, and its word in
/// every other language. Written here. The keys stay as they are; the shell words the hints as it draws them,
/// so the key maps, their tests and the mouse's hint columns keep one set of names.
enum HintWords {
    /// `hint` in `language`; the English hint itself where the table has none (a test finds every hint of the
    /// sources in it).
    static func word(_ hint: String, in language: AppLanguage) -> String {
        guard language != .en, let index = english.firstIndex(of: hint) else { return hint }
        return table[language]?[index] ?? hint
    }

    /// The hints as words in `language`.
    static func words(_ hints: [KeyHint], in language: AppLanguage) -> [KeyHint] {
        language == .en ? hints : hints.map { KeyHint($0.key, word($0.label, in: language)) }
    }

    /// Every hint a key map gives, in the order of each language's row below.
    static let english = [
        "refresh", "suggestions", "open", "clear", "metric", "imperial", "recent", "days", "alerts", "16 days",
        "7 days", "play", "pause", "restore", "remove", "hour", "quit", "back", "zoom", "scroll", "read", "pan",
        "next place", "map", "list", "layer", "help", "confirm", "choose", "cancel",
    ]

    static let table: [AppLanguage: [String]] = [
        .de: [
            "aktualisieren", "Vorschläge", "öffnen", "leeren", "metrisch", "imperial", "zuletzt", "Tage", "Warnungen",
            "16 Tage", "7 Tage", "abspielen", "Pause", "wiederherstellen", "entfernen", "Stunde", "beenden", "zurück",
            "Zoom", "blättern", "lesen", "verschieben", "nächster Ort", "Karte", "Liste", "Ebene", "Hilfe",
            "bestätigen", "wählen", "abbrechen",
        ],
        .fr: [
            "actualiser", "propositions", "ouvrir", "effacer", "métrique", "impérial", "récents", "jours", "alertes",
            "16 jours", "7 jours", "lecture", "pause", "restaurer", "retirer", "heure", "quitter", "retour", "zoom",
            "défiler", "lire", "déplacer", "lieu suivant", "carte", "liste", "couche", "aide", "confirmer", "choisir",
            "annuler",
        ],
        .es: [
            "actualizar", "sugerencias", "abrir", "borrar", "métrico", "imperial", "recientes", "días", "alertas",
            "16 días", "7 días", "reproducir", "pausa", "restaurar", "quitar", "hora", "salir", "atrás", "zoom",
            "desplazar", "leer", "mover", "lugar siguiente", "mapa", "lista", "capa", "ayuda", "confirmar", "elegir",
            "cancelar",
        ],
        .it: [
            "aggiorna", "suggerimenti", "apri", "cancella", "metrico", "imperiale", "recenti", "giorni", "allerte",
            "16 giorni", "7 giorni", "riproduci", "pausa", "ripristina", "rimuovi", "ora", "esci", "indietro", "zoom",
            "scorri", "leggi", "sposta", "luogo successivo", "mappa", "elenco", "livello", "aiuto", "conferma",
            "scegli", "annulla",
        ],
        .pt: [
            "atualizar", "sugestões", "abrir", "limpar", "métrico", "imperial", "recentes", "dias", "alertas",
            "16 dias", "7 dias", "reproduzir", "pausar", "restaurar", "remover", "hora", "sair", "voltar", "zoom",
            "rolar", "ler", "mover", "próximo lugar", "mapa", "lista", "camada", "ajuda", "confirmar", "escolher",
            "cancelar",
        ],
        .nl: [
            "vernieuwen", "suggesties", "openen", "wissen", "metrisch", "imperiaal", "recent", "dagen",
            "waarschuwingen", "16 dagen", "7 dagen", "afspelen", "pauze", "herstellen", "verwijderen", "uur",
            "stoppen", "terug", "zoomen", "scrollen", "lezen", "verschuiven", "volgende plaats", "kaart", "lijst",
            "laag", "hulp", "bevestigen", "kiezen", "annuleren",
        ],
        .pl: [
            "odśwież", "podpowiedzi", "otwórz", "wyczyść", "metryczne", "imperialne", "ostatnie", "dni",
            "ostrzeżenia", "16 dni", "7 dni", "odtwórz", "pauza", "przywróć", "usuń", "godzina", "wyjdź", "wstecz",
            "powiększ", "przewiń", "czytaj", "przesuń", "następne miejsce", "mapa", "lista", "warstwa", "pomoc",
            "potwierdź", "wybierz", "anuluj",
        ],
        .ru: [
            "обновить", "подсказки", "открыть", "очистить", "метрические", "имперские", "недавние", "дни",
            "оповещения", "16 дней", "7 дней", "пуск", "пауза", "вернуть", "удалить", "час", "выход", "назад",
            "масштаб", "прокрутка", "читать", "сдвиг", "следующее место", "карта", "список", "слой", "справка",
            "подтвердить", "выбрать", "отмена",
        ],
        .ja: [
            "更新", "候補", "開く", "消去", "メートル法", "ヤード・ポンド法", "履歴", "日別", "警報", "16日間", "7日間", "再生",
            "一時停止", "元に戻す", "削除", "時間", "終了", "戻る", "拡大縮小", "スクロール", "読む", "移動", "次の地点", "地図",
            "一覧", "レイヤー", "ヘルプ", "確定", "選択", "キャンセル",
        ],
        .zh: [
            "刷新", "建议", "打开", "清除", "公制", "英制", "最近", "逐日", "预警", "16天", "7天", "播放", "暂停", "恢复", "删除",
            "小时", "退出", "返回", "缩放", "滚动", "阅读", "平移", "下一地点", "地图", "列表", "图层", "帮助", "确认", "选择",
            "取消",
        ],
    ]
}
